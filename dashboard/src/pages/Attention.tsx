import type { Session } from '../api';
import { Empty, ErrorBox, Loading, plural, StatusBadge, Time } from '../components';
import { hrefOf } from '../routes';
import { graphql } from '../generated';
import { useLiveUpdates, useQuery } from '../hooks';

// A query of its own, its lists short and the disputes' fields written out (a fragment costs more):
// together with Home's figures in one document they would pass the API's query cost limit. Each
// item links to its page, where the rest are.
const NeedsAttention = graphql(`
  query DashboardAttention {
    webhookEndpoints(first: 20) {
      edges {
        node {
          id
          url
          status
        }
      }
    }
    invoices(status: OVERDUE, first: 20) {
      edges {
        node {
          id
          invoiceNumber
          customerEmail
        }
      }
    }
    openDisputes: receivedDisputes(status: OPEN, first: 20) {
      edges {
        node {
          id
          amount {
            amount
            currency
          }
          expectedResolutionDate
        }
      }
    }
    disputesUnderReview: receivedDisputes(status: UNDER_REVIEW, first: 20) {
      edges {
        node {
          id
          amount {
            amount
            currency
          }
          expectedResolutionDate
        }
      }
    }
    payrollBatches(first: 10) {
      edges {
        node {
          id
          name
          items {
            failed
          }
        }
      }
    }
  }
`);

/** What can change the list (an endpoint's state is read again with any of them). */
const LIVE_TYPES = ['invoice.overdue', 'invoice.paid', 'dispute.opened', 'dispute.resolved', 'payroll.batch_settled'] as const;

/** Home's list of what needs the merchant: a failing webhook endpoint, an overdue invoice, an unresolved dispute, failed payroll payments. */
export function Attention({ session }: { session: Session }) {
  const attention = useQuery(session, NeedsAttention, {});
  const live = useLiveUpdates(session, LIVE_TYPES, () => void attention.refetch());
  const data = attention.data;
  const heading = <h2 id="attention-heading">Needs attention</h2>;
  if (attention.error ?? live)
    return (
      <section aria-labelledby="attention-heading">
        {heading}
        <ErrorBox error={attention.error ?? live} />
      </section>
    );
  if (!data) return <Loading what="what needs attention" />;
  const troubled = data.webhookEndpoints.edges.filter(({ node }) => node.status !== 'ACTIVE');
  const overdue = data.invoices.edges;
  const disputes = [...data.openDisputes.edges, ...data.disputesUnderReview.edges];
  const failedPayroll = data.payrollBatches.edges.filter(({ node }) => node.items.failed > 0);
  return (
    <section aria-labelledby="attention-heading">
      {heading}
      {troubled.length + overdue.length + disputes.length + failedPayroll.length === 0 ? (
        <Empty>Nothing needs attention.</Empty>
      ) : (
        <ul aria-label="Needs attention">
          {troubled.map(({ node }) => (
            <li key={node.id}>
              Webhook endpoint {node.url} is <StatusBadge status={node.status} />: <a href={hrefOf('webhooks', node.id)}>see its deliveries</a>
            </li>
          ))}
          {overdue.map(({ node }) => (
            <li key={node.id}>
              Invoice {node.invoiceNumber} to {node.customerEmail} is overdue: <a href={hrefOf('invoices', node.id)}>see the invoice</a>
            </li>
          ))}
          {disputes.map(({ node }) => (
            <li key={node.id}>
              A dispute of {node.amount.amount} {node.amount.currency} awaits your answer by <Time at={node.expectedResolutionDate} />:{' '}
              <a href={hrefOf('disputes', node.id)}>answer it</a>
            </li>
          ))}
          {failedPayroll.map(({ node }) => (
            <li key={node.id}>
              Payroll {node.name}: {plural(node.items.failed, 'payment')} failed: <a href={hrefOf('payroll', node.id)}>retry them</a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
