import { useState } from 'react';
import type { Session } from '../api';
import { Empty, ErrorBox, enumLabel, Field, Loading, Pager, Secret, StatusBadge, Time } from '../components';
import { graphql } from '../generated';
import type { KeyProduct } from '../generated/graphql';
import { useMutation, useQuery } from '../hooks';
import { ApiVersionSection } from './ApiVersion';
import { SecretKeysSection } from './SecretKeys';

const Account = graphql(`
  query DashboardAccount($after: String) {
    developerAccount {
      id
      name
      plan
      rateLimits {
        perMinute
        perDay
      }
      rateLimitUsage {
        minute
        day
        minuteResetsAt
      }
      subscriptionKeys {
        id
        product
        hint
        value
        createdAt
        expiresAt
        active
      }
      apiUsers(first: 10, after: $after) {
        edges {
          node {
            id
            providerCallbackHost
            createdAt
            apiKeys {
              id
              hint
              createdAt
              expiresAt
              active
            }
          }
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
    }
  }
`);

const RotateKey = graphql(`
  mutation DashboardRotateKey($product: KeyProduct!) {
    rotateSubscriptionKey(input: { product: $product }) {
      subscriptionKey
      previousKeysExpireAt
      userErrors {
        field
        message
        code
      }
    }
  }
`);

const CreateApiUser = graphql(`
  mutation DashboardCreateApiUser($input: CreateApiUserInput!) {
    createApiUser(input: $input) {
      apiUser {
        id
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`);

const CreateApiKey = graphql(`
  mutation DashboardCreateApiKey($apiUserId: String!) {
    createApiKey(input: { apiUserId: $apiUserId }) {
      apiKey
      previousKeysExpireAt
      userErrors {
        field
        message
        code
      }
    }
  }
`);

const PRODUCTS: KeyProduct[] = ['APP', 'COLLECTION', 'DISBURSEMENT', 'REMITTANCE'];

export function AccountPage({ session }: { session: Session }) {
  const account = useQuery(session, Account, {});
  const rotate = useMutation(session, RotateKey);
  const createApiUser = useMutation(session, CreateApiUser);
  const createApiKey = useMutation(session, CreateApiKey);
  const [revealed, setRevealed] = useState<{ label: string; value: string; note: string } | undefined>();

  if (account.loading && !account.data) return <Loading what="your account" />;
  if (!account.data) return <ErrorBox error={account.error} />;
  const { developerAccount: a } = account.data;

  async function rotateKey(product: KeyProduct) {
    const result = await rotate.mutate({ product });
    if (!result) return;
    const expires = new Date(result.rotateSubscriptionKey.previousKeysExpireAt).toLocaleString();
    setRevealed({
      label: `new ${product.toLowerCase()} key`,
      value: result.rotateSubscriptionKey.subscriptionKey,
      note: `The previous key keeps working until ${expires}.`,
    });
    await account.refetch();
  }

  return (
    <>
      <ErrorBox error={account.error} />
      <section aria-labelledby="plan-heading">
        <h2 id="plan-heading">{a.name}</h2>
        <p>
          Plan <strong>{enumLabel(a.plan)}</strong>: {a.rateLimits.perMinute} requests a minute, {a.rateLimits.perDay} a day.
        </p>
        <p data-testid="usage">
          Used this minute: {a.rateLimitUsage.minute} of {a.rateLimits.perMinute} (resets <Time at={a.rateLimitUsage.minuteResetsAt} />
          ); today: {a.rateLimitUsage.day} of {a.rateLimits.perDay}.
        </p>
        <p className="muted">
          Account id <Secret value={a.id} label="account id" />
        </p>
      </section>

      <section aria-labelledby="keys-heading">
        <h2 id="keys-heading">Subscription keys</h2>
        <p className="muted">
          Send a key as <code>Ocp-Apim-Subscription-Key</code> with every request. The app key is publishable: it ships inside your apps, so it is shown whole.
          The mobile money product keys are secrets of your servers, shown once when made (rotate one for a new key).
        </p>
        {revealed && (
          <div className="notice" role="status">
            <p>
              Your {revealed.label}, shown once: <Secret value={revealed.value} label={revealed.label} />
            </p>
            <p>{revealed.note}</p>
          </div>
        )}
        <ErrorBox error={rotate.error} />
        <table>
          <caption className="sr-only">Subscription keys</caption>
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col">Key</th>
              <th scope="col">Created</th>
              <th scope="col">Expires</th>
              <th scope="col">State</th>
            </tr>
          </thead>
          <tbody>
            {a.subscriptionKeys.map((key) => (
              <tr key={key.id}>
                <td>{enumLabel(key.product)}</td>
                <td>{key.value ? <Secret value={key.value} label={`${key.product.toLowerCase()} subscription key`} /> : <code>{key.hint}</code>}</td>
                <td>
                  <Time at={key.createdAt} />
                </td>
                <td>{key.expiresAt ? <Time at={key.expiresAt} /> : 'never'}</td>
                <td>
                  {key.active && key.expiresAt ? (
                    <StatusBadge status="PENDING" label="In its grace period" />
                  ) : (
                    <StatusBadge status={key.active ? 'ACTIVE' : 'EXPIRED'} />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <div className="actions">
          {PRODUCTS.map((product) => (
            <button key={product} type="button" disabled={rotate.pending} onClick={() => void rotateKey(product)}>
              Rotate the {product.toLowerCase()} key
            </button>
          ))}
        </div>
      </section>

      <ApiVersionSection session={session} />
      <SecretKeysSection session={session} />

      <section aria-labelledby="api-users-heading">
        <h2 id="api-users-heading">API users and keys (mobile money)</h2>
        <form
          className="inline"
          onSubmit={async (event) => {
            event.preventDefault();
            const host = String(new FormData(event.currentTarget).get('host'));
            if (await createApiUser.mutate({ input: { referenceId: crypto.randomUUID(), providerCallbackHost: host } })) await account.refetch();
          }}
        >
          <Field label="Callback host of a new API user">
            <input name="host" defaultValue="localhost" required />
          </Field>
          <button type="submit" disabled={createApiUser.pending}>
            Create an API user
          </button>
        </form>
        <ErrorBox error={createApiUser.error ?? createApiKey.error} />
        {a.apiUsers.edges.length === 0 ? (
          <Empty>No API users yet: create one to call the mobile money routes.</Empty>
        ) : (
          <ul className="cards">
            {a.apiUsers.edges.map(({ node }) => (
              <li key={node.id}>
                <p>
                  <Secret value={node.id} label={`API user ${node.id}`} /> · callback host <code>{node.providerCallbackHost}</code> · created{' '}
                  <Time at={node.createdAt} />
                </p>
                <p>
                  Keys:{' '}
                  {node.apiKeys.length === 0
                    ? 'none'
                    : node.apiKeys.map((k) => (
                        <span key={k.id} className="tag">
                          {k.hint} {k.active ? (k.expiresAt ? '(grace)' : '(active)') : '(expired)'}
                        </span>
                      ))}
                </p>
                <button
                  type="button"
                  onClick={async () => {
                    const result = await createApiKey.mutate({ apiUserId: node.id });
                    if (!result) return;
                    const grace = result.createApiKey.previousKeysExpireAt;
                    setRevealed({
                      label: `API key of ${node.id}`,
                      value: result.createApiKey.apiKey,
                      note: grace ? `Earlier keys keep working until ${new Date(grace).toLocaleString()}.` : 'This is its first key.',
                    });
                    await account.refetch();
                  }}
                >
                  Create an API key
                </button>
              </li>
            ))}
          </ul>
        )}
        <Pager query={account} pageInfo={a.apiUsers.pageInfo} label="API users" />
      </section>
    </>
  );
}
