import type { Session } from '../api';
import { ErrorBox, Loading, Time } from '../components';
import { graphql } from '../generated';
import { useMutation, useQuery } from '../hooks';

const Versions = graphql(`
  query DashboardApiVersions {
    developerAccount {
      id
      apiVersion
      apiVersionRollback {
        version
        until
      }
    }
    apiVersions {
      date
      title
      changes {
        name
        summary
        migration
      }
    }
  }
`);

const Upgrade = graphql(`
  mutation DashboardUpgradeApiVersion($version: String!) {
    upgradeApiVersion(input: { version: $version }) {
      developerAccount {
        id
        apiVersion
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`);

const RollBack = graphql(`
  mutation DashboardRollBackApiVersion {
    rollBackApiVersion {
      developerAccount {
        id
        apiVersion
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`);

/** The account's API version: what it is, what the next one changes, the upgrade, and the way back for 72 hours. */
export function ApiVersionSection({ session }: { session: Session }) {
  const versions = useQuery(session, Versions, {});
  const upgrade = useMutation(session, Upgrade);
  const rollBack = useMutation(session, RollBack);
  if (versions.loading && !versions.data) return <Loading what="your API version" />;
  if (!versions.data) return <ErrorBox error={versions.error} />;
  const { developerAccount: account, apiVersions } = versions.data;
  const newer = apiVersions.filter((v) => v.date > account.apiVersion);
  const latest = newer.at(-1);

  return (
    <section aria-labelledby="api-version-heading">
      <h2 id="api-version-heading">API version</h2>
      <p>
        Your REST answers and new webhook endpoints are shaped by version <strong data-testid="api-version">{account.apiVersion}</strong>. A request may try
        another with the <code>Payments-Version</code> header; GraphQL has no versions.
      </p>
      <ErrorBox error={upgrade.error ?? rollBack.error} />
      {latest ? (
        <div data-testid="api-version-upgrade">
          <p>What upgrading to {latest.date} changes:</p>
          <ul>
            {newer.flatMap((v) =>
              v.changes.map((change) => (
                <li key={change.name}>
                  {change.summary} <span className="muted">{change.migration}</span>
                </li>
              )),
            )}
          </ul>
          <button
            type="button"
            disabled={upgrade.pending}
            onClick={async () => {
              if (await upgrade.mutate({ version: latest.date })) await versions.refetch();
            }}
          >
            Upgrade to {latest.date}
          </button>
        </div>
      ) : (
        <p className="muted">This is the newest version.</p>
      )}
      {account.apiVersionRollback && (
        <p data-testid="api-version-rollback">
          You can go back to {account.apiVersionRollback.version} until <Time at={account.apiVersionRollback.until} />.{' '}
          <button
            type="button"
            disabled={rollBack.pending}
            onClick={async () => {
              if (await rollBack.mutate({})) await versions.refetch();
            }}
          >
            Roll back to {account.apiVersionRollback.version}
          </button>
        </p>
      )}
      <p className="muted">
        See the <a href="/docs/changelog">changelog</a> for every version and deprecation.
      </p>
    </section>
  );
}
