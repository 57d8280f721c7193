import { useState } from 'react';
import type { Session } from '../api';
import type { PageProps } from '../App';
import { BackLink, Empty, enumLabel, ErrorBox, Field, ListTable, Loading, Pager, Secret, StatusBadge, Time } from '../components';
import { MetadataEditor } from '../MetadataEditor';
import { SearchForm } from '../SearchForm';
import { hrefOf } from '../routes';
import { graphql } from '../generated';
import type { DashboardPaymentQuery, DashboardPaymentsQuery, PaymentFilter } from '../generated/graphql';
import { useIdempotencyKey, useLiveUpdates, useMutation, useQuery } from '../hooks';

// A payment's row, in the filtered list and in a search's results alike.
graphql(`
  fragment DashboardPaymentRow on Payment {
    id
    status
    method
    amount {
      amount
      currency
    }
    refundedAmount {
      amount
    }
    description
    targetType
    targetId
    completedAt
  }
`);

const Payments = graphql(`
  query DashboardPayments($after: String, $filter: PaymentFilter) {
    payments(first: 20, after: $after, filter: $filter) {
      edges {
        node {
          ...DashboardPaymentRow
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

const SearchPayments = graphql(`
  query DashboardSearchPayments($query: String!, $after: String) {
    searchPayments(query: $query, first: 20, after: $after) {
      edges {
        node {
          ...DashboardPaymentRow
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

type PaymentRow = NonNullable<DashboardPaymentsQuery['payments']['edges'][number]['node']>;

const PaymentDetail = graphql(`
  query DashboardPayment($id: ID!) {
    payment(id: $id) {
      id
      status
      method
      amount {
        amount
        currency
      }
      refundedAmount {
        amount
      }
      fee {
        amount
      }
      description
      cardBrand
      cardLast4
      payerPhone
      targetType
      targetId
      createdAt
      completedAt
      metadata {
        key
        value
      }
      refundConnection(first: 20) {
        totalCount
        nodes {
          id
          amount {
            amount
            currency
          }
          status
          reason
          failureReason
          createdAt
          completedAt
          metadata {
            key
            value
          }
        }
      }
    }
    moneyTrace(objectId: $id) {
      steps {
        kind
        at
        entryKind
        description
        amount {
          amount
          currency
        }
        postings {
          accountKind
          yours
          amount {
            amount
            currency
          }
          balanceAfter {
            amount
          }
        }
      }
    }
  }
`);

const RefundPayment = graphql(`
  mutation DashboardRefundPayment($id: ID!, $amount: Decimal, $reason: String, $idempotencyKey: String) {
    refundPayment(input: { id: $id, amount: $amount, reason: $reason, idempotencyKey: $idempotencyKey }) {
      refund {
        id
        status
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`);

const UpdateRefundMetadata = graphql(`
  mutation DashboardUpdateRefundMetadata($id: ID!, $metadata: [MetadataEntryInput!]) {
    updateRefund(input: { id: $id, metadata: $metadata }) {
      refund {
        id
        metadata {
          key
          value
        }
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`);

const UpdatePaymentMetadata = graphql(`
  mutation DashboardUpdatePaymentMetadata($id: ID!, $metadata: [MetadataEntryInput!]) {
    updatePayment(input: { id: $id, metadata: $metadata }) {
      payment {
        id
        metadata {
          key
          value
        }
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`);

const STATUSES = ['COMPLETE', 'PARTIALLY_REFUNDED', 'REFUNDED'] as const;
const METHODS = ['CARD', 'MOBILE_MONEY'] as const;
export function PaymentsPage({ session, objectId }: PageProps) {
  if (objectId) {
    return (
      <>
        <BackLink href={hrefOf('payments')} label="All payments" />
        <PaymentView session={session} id={objectId} />
      </>
    );
  }
  return <PaymentsList session={session} />;
}

function PaymentsList({ session }: { session: Session }) {
  const [filter, setFilter] = useState<PaymentFilter>({});
  const [search, setSearch] = useState('');
  return (
    <>
      <p>Payments taken on your payment links and invoices, newest first. Open one for its refunds and the money trace; refund it in part or in full.</p>
      <SearchForm what="payments" example="metadata['order_id']:'1001', amount>100 AND method:card" onSearch={setSearch} />
      {search ? (
        <SearchResults session={session} query={search} />
      ) : (
        <>
          <form
            className="inline"
            aria-label="Filter payments"
            onSubmit={(event) => {
              event.preventDefault();
              const form = new FormData(event.currentTarget);
              const value = (name: string) => String(form.get(name) ?? '').trim() || undefined;
              // A payment's own id opens that payment, as a search for it would.
              const id = value('targetId');
              if (id?.startsWith('cs_')) {
                window.location.hash = hrefOf('payments', id);
                return;
              }
              setFilter({
                ...(value('status') ? { status: value('status') as PaymentFilter['status'] } : {}),
                ...(value('method') ? { method: value('method') as PaymentFilter['method'] } : {}),
                ...(value('targetId') ? { targetId: value('targetId') } : {}),
                ...(value('from') ? { from: value('from') } : {}),
                ...(value('to') ? { to: value('to') } : {}),
              });
            }}
          >
            <Choice label="Status" name="status" values={STATUSES} />
            <Choice label="Method" name="method" values={METHODS} />
            <Field label="Payment, link or invoice id">
              <input name="targetId" placeholder="cs_…, plink_… or inv_…" />
            </Field>
            <Field label="From">
              <input name="from" type="date" />
            </Field>
            <Field label="To">
              <input name="to" type="date" />
            </Field>
            <button type="submit">Filter</button>
          </form>
          <FilteredPayments session={session} filter={filter} />
        </>
      )}
    </>
  );
}

function FilteredPayments({ session, filter }: { session: Session; filter: PaymentFilter }) {
  const payments = useQuery(session, Payments, { filter });
  const live = useLiveUpdates(session, ['payment.completed', 'payment.refunded'], () => void payments.refetch());
  const page = payments.data?.payments;
  return (
    <>
      <ErrorBox error={payments.error ?? live} />
      <PaymentsTable
        rows={page?.edges.map(({ node }) => node)}
        loading={payments.loading}
        empty="No payments match. Share a payment link or send an invoice: payments made on their pages appear here."
      />
      <Pager query={payments} pageInfo={page?.pageInfo} label="Payments" />
    </>
  );
}

/** A search's results, in Stripe's query language; a query that does not read shows where it stopped. */
function SearchResults({ session, query }: { session: Session; query: string }) {
  const found = useQuery(session, SearchPayments, { query });
  const page = found.data?.searchPayments;
  return (
    <>
      <ErrorBox error={found.error} />
      <PaymentsTable rows={page?.edges.map(({ node }) => node)} loading={found.loading} empty="No payment matches the search." />
      <Pager query={found} pageInfo={page?.pageInfo} label="Search results" />
    </>
  );
}

function PaymentsTable({ rows, loading, empty }: { rows: PaymentRow[] | undefined; loading: boolean; empty: string }) {
  return (
    <ListTable
      caption="Payments"
      columns={['Completed', 'Amount', 'Refunded', 'Status', 'Method', 'For', { hidden: 'Open' }]}
      rows={rows?.length}
      loading={loading}
      empty={empty}
    >
      {rows?.map((node) => (
        <tr key={node.id}>
          <td>
            <Time at={node.completedAt} />
          </td>
          <td>
            {node.amount.amount} {node.amount.currency}
          </td>
          <td>{node.refundedAmount.amount}</td>
          <td>
            <StatusBadge status={node.status} />
          </td>
          <td>{enumLabel(node.method)}</td>
          <td>{node.description}</td>
          <td>
            <a href={hrefOf('payments', node.id)} aria-label={`Open payment ${node.id}`}>
              Open
            </a>
          </td>
        </tr>
      ))}
    </ListTable>
  );
}

/** A filter's select: Any, or one of the values. */
function Choice({ label: text, name, values }: { label: string; name: string; values: readonly string[] }) {
  return (
    <Field label={text}>
      <select name={name} defaultValue="">
        <option value="">Any</option>
        {values.map((value) => (
          <option key={value} value={value}>
            {enumLabel(value)}
          </option>
        ))}
      </select>
    </Field>
  );
}

type RefundRow = NonNullable<DashboardPaymentQuery['payment']>['refundConnection']['nodes'][number];

/** A refund of the payment: its amount, status and reason, and its own metadata to read and edit (a support ticket). */
function RefundItem({ session, refund }: { session: Session; refund: RefundRow }) {
  const updateMetadata = useMutation(session, UpdateRefundMetadata);
  return (
    <li>
      {refund.amount.amount} {refund.amount.currency} · <StatusBadge status={refund.status} />
      {refund.reason ? ` · “${refund.reason}”` : ''}
      {refund.failureReason ? ` · ${refund.failureReason}` : ''} · <Time at={refund.createdAt} />
      <details>
        <summary>Metadata of this refund ({refund.metadata.length})</summary>
        <MetadataEditor
          what={`refund ${refund.id}`}
          entries={refund.metadata}
          onSet={(metadata) => updateMetadata.mutate({ id: refund.id, metadata })}
          pending={updateMetadata.pending}
          error={updateMetadata.error}
        />
      </details>
    </li>
  );
}

/** One payment on its own page (#/payments/<id>): refunds, the refund form and the money trace. */
function PaymentView({ session, id }: { session: Session; id: string }) {
  const detail = useQuery(session, PaymentDetail, { id });
  const refund = useMutation(session, RefundPayment);
  const updateMetadata = useMutation(session, UpdatePaymentMetadata);
  const [idempotencyKey, renewIdempotencyKey] = useIdempotencyKey();
  const payment = detail.data?.payment;
  return (
    <section aria-labelledby="payment-heading" className="panel">
      <h2 id="payment-heading">{payment ? `${payment.description}: ${payment.amount.amount} ${payment.amount.currency}` : `Payment ${id}`}</h2>
      <ErrorBox error={detail.error} />
      {!payment ? (
        <Loading what="the payment" />
      ) : (
        <>
          <p>
            <strong>
              {payment.amount.amount} {payment.amount.currency}
            </strong>{' '}
            · <StatusBadge status={payment.status} /> · refunded {payment.refundedAmount.amount} · fee {payment.fee.amount} · {enumLabel(payment.method)}
            {payment.cardLast4 ? ` ${payment.cardBrand ?? ''} …${payment.cardLast4}` : ''}
            {payment.payerPhone ? ` ${payment.payerPhone}` : ''}
          </p>
          <p className="muted">
            <Secret value={payment.id} label={`payment id ${payment.id}`} /> · created <Time at={payment.createdAt} /> · completed{' '}
            <Time at={payment.completedAt} />
          </p>
          <h3>Refunds</h3>
          {payment.refundConnection.totalCount === 0 ? (
            <Empty>No refunds.</Empty>
          ) : (
            <ul aria-label="Refunds">
              {payment.refundConnection.nodes.map((r) => (
                <RefundItem key={r.id} session={session} refund={r} />
              ))}
            </ul>
          )}
          {payment.refundConnection.totalCount > payment.refundConnection.nodes.length && (
            <p className="muted">
              The first {payment.refundConnection.nodes.length} of {payment.refundConnection.totalCount} refunds.
            </p>
          )}
          {payment.status !== 'REFUNDED' && (
            <form
              className="inline"
              aria-label="Refund this payment"
              onSubmit={async (event) => {
                event.preventDefault();
                const element = event.currentTarget;
                const form = new FormData(element);
                const amount = String(form.get('amount') ?? '');
                const reason = String(form.get('reason') ?? '');
                const done = await refund.mutate({ id, idempotencyKey, ...(amount ? { amount } : {}), ...(reason ? { reason } : {}) });
                if (done) {
                  element.reset();
                  renewIdempotencyKey();
                  await detail.refetch();
                }
              }}
            >
              <Field label="Refund amount (empty: all that remains)">
                <input name="amount" inputMode="decimal" />
              </Field>
              <Field label="Reason">
                <input name="reason" maxLength={200} />
              </Field>
              <button type="submit" disabled={refund.pending}>
                Refund
              </button>
            </form>
          )}
          <ErrorBox error={refund.error} />
          <MetadataEditor
            what="payment"
            entries={payment.metadata}
            onSet={(metadata) => updateMetadata.mutate({ id: payment.id, metadata })}
            pending={updateMetadata.pending}
            error={updateMetadata.error}
          />
          <h3>Money trace</h3>
          <ol aria-label="Money trace">
            {detail.data?.moneyTrace?.steps.map((step, index) => (
              <li key={index}>
                <Time at={step.at} /> · {enumLabel(step.kind)}
                {step.entryKind ? ` ${step.entryKind}` : ''}
                {step.amount ? ` · ${step.amount.amount} ${step.amount.currency}` : ''}
                {step.description ? ` · ${step.description}` : ''}
                {step.postings.length > 0 && (
                  <ul>
                    {step.postings.map((p, i) => (
                      <li key={i}>
                        {p.yours ? 'your ' : ''}
                        {p.accountKind}: {p.amount.amount} {p.amount.currency}
                        {p.balanceAfter ? ` → ${p.balanceAfter.amount}` : ''}
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
