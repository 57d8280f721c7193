import type { Session } from '../api';
import { Empty, ErrorBox, Loading, Pager, Secret, StatusBadge, Time } from '../components';
import { graphql } from '../generated';
import { useQuery } from '../hooks';

const Operations = graphql(`
  query DashboardMobileMoney($after: String) {
    developerAccount {
      id
      mobileMoneyOperations(first: 20, after: $after) {
        edges {
          node {
            referenceId
            product
            operation
            amount
            currency
            partyRole
            partyId
            externalId
            status
            reason
            createdAt
            completedAt
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

export function MobileMoneyPage({ session }: { session: Session }) {
  const operations = useQuery(session, Operations, {});
  const page = operations.data?.developerAccount.mobileMoneyOperations;
  return (
    <>
      <p>Your API users' collections, disbursements and remittances (through /ms/v1 or /momo), newest first.</p>
      <button type="button" onClick={() => void operations.refetch()}>
        Refresh
      </button>
      <ErrorBox error={operations.error} />
      {operations.loading && !page ? (
        <Loading what="mobile money operations" />
      ) : page?.edges.length === 0 ? (
        <Empty>No mobile money operations yet.</Empty>
      ) : (
        <table>
          <caption className="sr-only">Mobile money operations</caption>
          <thead>
            <tr>
              <th scope="col">Reference</th>
              <th scope="col">Operation</th>
              <th scope="col">Amount</th>
              <th scope="col">Party</th>
              <th scope="col">Status</th>
              <th scope="col">Created</th>
              <th scope="col">Completed</th>
            </tr>
          </thead>
          <tbody>
            {page?.edges.map(({ node }) => (
              <tr key={node.referenceId}>
                <td>
                  <Secret value={node.referenceId} label={`reference ${node.referenceId}`} />
                  {node.externalId && <div className="muted">{node.externalId}</div>}
                </td>
                <td>
                  {node.product}.{node.operation}
                </td>
                <td>{node.amount ? `${node.amount} ${node.currency}` : '—'}</td>
                <td>
                  {node.partyRole} {node.partyId}
                </td>
                <td>
                  <StatusBadge status={node.status} />
                  {node.reason && <div className="muted">{node.reason}</div>}
                </td>
                <td>
                  <Time at={node.createdAt} />
                </td>
                <td>
                  <Time at={node.completedAt} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pager query={operations} pageInfo={page?.pageInfo} label="Operations" />
    </>
  );
}
