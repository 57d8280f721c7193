import { useState } from 'react';
import type { Session } from '../api';
import { Empty, ErrorBox, Field, Loading, Pager, Secret, Time } from '../components';
import { graphql } from '../generated';
import { useMutation, useQuery } from '../hooks';

const SecretKeys = graphql(`
  query DashboardSecretKeys($after: String) {
    secretKeys(first: 20, after: $after) {
      edges {
        node {
          id
          name
          scopes
          hint
          createdAt
          expiresAt
          revokedAt
          lastUsedAt
          rolledInto
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

const CreateSecretKey = graphql(`
  mutation DashboardCreateSecretKey($input: CreateSecretKeyInput!) {
    createSecretKey(input: $input) {
      secretKey {
        id
      }
      secret
      userErrors {
        field
        message
        code
      }
    }
  }
`);

const RollSecretKey = graphql(`
  mutation DashboardRollSecretKey($id: ID!) {
    rollSecretKey(input: { id: $id }) {
      secret
      rolledSecretKey {
        id
        expiresAt
        rolledInto
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`);

const RevokeSecretKey = graphql(`
  mutation DashboardRevokeSecretKey($id: ID!) {
    revokeSecretKey(input: { id: $id }) {
      secretKey {
        id
        revokedAt
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`);

/** Where a key stands, in words. */
function stateOf(key: { revokedAt?: string | null; expiresAt?: string | null }): string {
  if (key.revokedAt) return 'revoked';
  if (key.expiresAt) return new Date(key.expiresAt) > new Date() ? 'rolled: in its grace period' : 'expired';
  return 'active';
}

/**
 * The secret keys of the merchant's servers: made (all scopes, or restricted to some), each secret
 * shown once; rolled with a 24-hour grace; revoked at once.
 */
export function SecretKeysSection({ session }: { session: Session }) {
  const keys = useQuery(session, SecretKeys, {});
  const create = useMutation(session, CreateSecretKey);
  const roll = useMutation(session, RollSecretKey);
  const revoke = useMutation(session, RevokeSecretKey);
  const [revealed, setRevealed] = useState<{ name: string; secret: string; note: string } | undefined>();
  const page = keys.data?.secretKeys;
  return (
    <section aria-labelledby="secret-keys-heading">
      <h2 id="secret-keys-heading">Secret keys</h2>
      <p>
        Your servers call the API as you with <code>Authorization: Bearer sk_test_…</code> beside the app key. Keep them on servers only. A restricted key may
        use only the scopes it names (<code>payment_links:read</code>, <code>invoices:write</code>, …).
      </p>
      {revealed && (
        <div className="notice" role="status">
          <p>
            Secret key “{revealed.name}”, shown once: <Secret value={revealed.secret} label={`secret key ${revealed.name}`} />
          </p>
          <p>{revealed.note}</p>
        </div>
      )}
      <form
        className="inline"
        aria-label="Create a secret key"
        onSubmit={async (event) => {
          event.preventDefault();
          const element = event.currentTarget;
          const form = new FormData(element);
          const name = String(form.get('name') ?? '').trim();
          const scopes = String(form.get('scopes') ?? '')
            .split(/[\s,]+/)
            .filter(Boolean);
          const created = await create.mutate({ input: { name, ...(scopes.length ? { scopes } : {}) } });
          if (!created) return;
          element.reset();
          setRevealed({ name, secret: created.createSecretKey.secret, note: scopes.length ? `Restricted to ${scopes.join(', ')}.` : 'It may do all you may.' });
          await keys.refetch();
        }}
      >
        <Field label="Key name">
          <input name="name" required maxLength={100} />
        </Field>
        <Field label="Scopes (optional, e.g. payment_links:read)">
          <input name="scopes" />
        </Field>
        <button type="submit" disabled={create.pending}>
          Create a secret key
        </button>
      </form>
      <ErrorBox error={create.error ?? roll.error ?? revoke.error ?? keys.error} />
      {keys.loading && !page ? (
        <Loading what="secret keys" />
      ) : page?.edges.length === 0 ? (
        <Empty>No secret keys yet.</Empty>
      ) : (
        <table>
          <caption className="sr-only">Secret keys</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Key</th>
              <th scope="col">Scopes</th>
              <th scope="col">Last used</th>
              <th scope="col">State</th>
              <th scope="col">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {page?.edges.map(({ node }) => (
              <tr key={node.id}>
                <td>{node.name}</td>
                <td>
                  <code>{node.hint}</code>
                </td>
                <td>{node.scopes ? node.scopes.join(', ') : 'all'}</td>
                <td>
                  <Time at={node.lastUsedAt} />
                </td>
                <td>{stateOf(node)}</td>
                <td>
                  {!node.revokedAt && !node.rolledInto && (
                    <span className="actions">
                      <button
                        type="button"
                        aria-label={`Roll ${node.name}`}
                        onClick={async () => {
                          const rolled = await roll.mutate({ id: node.id });
                          if (!rolled) return;
                          const until = rolled.rollSecretKey.rolledSecretKey.expiresAt;
                          setRevealed({
                            name: node.name,
                            secret: rolled.rollSecretKey.secret,
                            note: `The old key keeps working until ${until ? new Date(until).toLocaleString() : 'now'}.`,
                          });
                          await keys.refetch();
                        }}
                      >
                        Roll
                      </button>
                      <button type="button" aria-label={`Revoke ${node.name}`} onClick={() => void revoke.mutate({ id: node.id })}>
                        Revoke
                      </button>
                    </span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pager query={keys} pageInfo={page?.pageInfo} label="Secret keys" />
    </section>
  );
}
