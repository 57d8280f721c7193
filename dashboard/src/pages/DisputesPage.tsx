import { useState } from 'react';
import type { Session } from '../api';
import type { PageProps } from '../App';
import { BackLink, Empty, enumLabel, ErrorBox, Field, ListTable, Loading, Pager, StatusBadge, StatusFilter, Time } from '../components';
import { hrefOf } from '../routes';
import { graphql } from '../generated';
import type { DisputeStatus } from '../generated/graphql';
import { useLiveUpdates, useMutation, useQuery } from '../hooks';

const ReceivedDisputes = graphql(`
  query DashboardReceivedDisputes($status: DisputeStatus, $after: String) {
    receivedDisputes(status: $status, first: 10, after: $after) {
      edges {
        node {
          id
          transactionId
          amount {
            amount
            currency
          }
          reason
          status
          priority
          createdAt
          expectedResolutionDate
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

const DisputeDetail = graphql(`
  query DashboardDispute($id: ID!) {
    dispute(id: $id) {
      id
      transactionId
      transactionType
      amount {
        amount
        currency
      }
      reason
      description
      status
      priority
      resolution
      resolutionNote
      createdAt
      expectedResolutionDate
      resolvedAt
      evidenceItems {
        id
        url
        addedBy
        createdAt
      }
      comments {
        id
        authorRole
        body
        createdAt
      }
    }
  }
`);

const CommentOnDispute = graphql(`
  mutation DashboardCommentOnDispute($id: ID!, $body: String!) {
    addDisputeComment(input: { id: $id, body: $body }) {
      dispute {
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

const AddEvidence = graphql(`
  mutation DashboardAddDisputeEvidence($id: ID!, $urls: [String!]!) {
    addDisputeEvidence(input: { id: $id, urls: $urls }) {
      dispute {
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

const STATUSES: DisputeStatus[] = ['OPEN', 'UNDER_REVIEW', 'RESOLVED'];
const LIVE_TYPES = ['dispute.opened', 'dispute.updated', 'dispute.resolved'] as const;

/** Who said or added something, in the merchant's words: they are the party the transfer paid. */
const PARTY = { USER: 'Customer', RECIPIENT: 'You', ADMIN: 'Reviewer' } as const;

function Dispute({ session, id }: { session: Session; id: string }) {
  const detail = useQuery(session, DisputeDetail, { id });
  const comment = useMutation(session, CommentOnDispute);
  const evidence = useMutation(session, AddEvidence);
  const live = useLiveUpdates(session, LIVE_TYPES, () => void detail.refetch());
  const dispute = detail.data?.dispute;
  if (detail.error ?? live) return <ErrorBox error={detail.error ?? live} />;
  if (!dispute) return <Loading what="the dispute" />;
  const open = dispute.status !== 'RESOLVED';
  return (
    <section aria-labelledby="dispute-heading">
      <h2 id="dispute-heading">
        Dispute of {dispute.amount.amount} {dispute.amount.currency}
      </h2>
      <dl className="keys">
        <dt>Status</dt>
        <dd data-testid="dispute-status">
          <StatusBadge status={dispute.status} />
          {dispute.resolution ? ` · ${enumLabel(dispute.resolution)}: ${dispute.resolutionNote ?? ''}` : ''}
        </dd>
        <dt>Reason</dt>
        <dd>{enumLabel(dispute.reason)}</dd>
        <dt>Customer's account</dt>
        <dd>{dispute.description}</dd>
        <dt>Transaction</dt>
        <dd>
          <code>{dispute.transactionId}</code> ({enumLabel(dispute.transactionType)})
        </dd>
        <dt>Priority</dt>
        <dd>
          {enumLabel(dispute.priority)}, expected by <Time at={dispute.expectedResolutionDate} />
        </dd>
        <dt>Filed</dt>
        <dd>
          <Time at={dispute.createdAt} />
        </dd>
      </dl>
      <h3>Evidence</h3>
      {dispute.evidenceItems.length === 0 ? (
        <Empty>No evidence yet.</Empty>
      ) : (
        <ul aria-label="Evidence">
          {dispute.evidenceItems.map((item) => (
            <li key={item.id}>
              {PARTY[item.addedBy]}:{' '}
              <a href={item.url} target="_blank" rel="noreferrer">
                {item.url}
              </a>{' '}
              · <Time at={item.createdAt} />
            </li>
          ))}
        </ul>
      )}
      {open && (
        <form
          className="stack"
          aria-label="Add evidence"
          onSubmit={async (event) => {
            event.preventDefault();
            const element = event.currentTarget;
            const urls = String(new FormData(element).get('urls') ?? '')
              .split(/\s+/)
              .filter(Boolean);
            if (await evidence.mutate({ id, urls })) {
              element.reset();
              await detail.refetch();
            }
          }}
        >
          <Field label="Evidence links (https, one per line)">
            <textarea name="urls" rows={2} required />
          </Field>
          <ErrorBox error={evidence.error} />
          <button type="submit" disabled={evidence.pending}>
            Add evidence
          </button>
        </form>
      )}
      <h3>Comments</h3>
      {dispute.comments.length === 0 ? (
        <Empty>No comments yet.</Empty>
      ) : (
        <ol aria-label="Comments" className="thread">
          {dispute.comments.map((c) => (
            <li key={c.id}>
              <strong>{PARTY[c.authorRole]}</strong> · <Time at={c.createdAt} />
              <p>{c.body}</p>
            </li>
          ))}
        </ol>
      )}
      {open && (
        <form
          className="stack"
          aria-label="Comment"
          onSubmit={async (event) => {
            event.preventDefault();
            const element = event.currentTarget;
            const body = String(new FormData(element).get('body') ?? '');
            if (await comment.mutate({ id, body })) {
              element.reset();
              await detail.refetch();
            }
          }}
        >
          <Field label="Your comment">
            <textarea name="body" rows={3} maxLength={2000} required />
          </Field>
          <ErrorBox error={comment.error} />
          <button type="submit" disabled={comment.pending}>
            Comment
          </button>
        </form>
      )}
    </section>
  );
}

/**
 * Disputes of transfers that paid the merchant: the list (by status, paged), and the one chosen
 * with its evidence and comments, where the merchant answers; both follow the dispute events live.
 */
export function DisputesPage({ session, objectId }: PageProps) {
  if (objectId) {
    return (
      <>
        <BackLink href={hrefOf('disputes')} label="All disputes" />
        <Dispute key={objectId} session={session} id={objectId} />
      </>
    );
  }
  return <DisputesList session={session} />;
}

function DisputesList({ session }: { session: Session }) {
  const [status, setStatus] = useState<DisputeStatus | undefined>();
  const disputes = useQuery(session, ReceivedDisputes, { ...(status ? { status } : {}) });
  const live = useLiveUpdates(session, LIVE_TYPES, () => void disputes.refetch());
  const page = disputes.data?.receivedDisputes;
  return (
    <section aria-labelledby="disputes-heading">
      <h2 id="disputes-heading">Your customers' disputes</h2>
      <p className="muted">Customers who dispute a transfer that paid you. Answer with a comment and evidence before the expected date.</p>
      <StatusFilter statuses={STATUSES} value={status} onChange={setStatus} />
      <ErrorBox error={disputes.error ?? live} />
      <ListTable
        caption="Disputes"
        columns={['Filed', 'Amount', 'Reason', 'Status', 'Priority', 'Expected by', { hidden: 'Actions' }]}
        rows={page?.edges.length}
        loading={disputes.loading}
        empty={`No disputes${status ? ` ${enumLabel(status).toLowerCase()}` : ''}.`}
      >
        {page?.edges.map(({ node }) => (
          <tr key={node.id}>
            <td>
              <Time at={node.createdAt} />
            </td>
            <td>
              {node.amount.amount} {node.amount.currency}
            </td>
            <td>{enumLabel(node.reason)}</td>
            <td>
              <StatusBadge status={node.status} />
            </td>
            <td>{enumLabel(node.priority)}</td>
            <td>
              <Time at={node.expectedResolutionDate} />
            </td>
            <td>
              <a href={hrefOf('disputes', node.id)} aria-label={`View the dispute of ${node.amount.amount} ${node.amount.currency}`}>
                View
              </a>
            </td>
          </tr>
        ))}
      </ListTable>
      <Pager query={disputes} pageInfo={page?.pageInfo} label="Disputes" />
    </section>
  );
}
