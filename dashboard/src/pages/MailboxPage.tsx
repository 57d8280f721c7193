import { useState } from 'react';
import type { Session } from '../api';
import { Empty, ErrorBox, Loading, Pager, Time } from '../components';
import { graphql } from '../generated';
import { useQuery } from '../hooks';

const Mailbox = graphql(`
  query DashboardMailbox($after: String) {
    sandboxMailbox(first: 20, after: $after) {
      edges {
        node {
          id
          to
          subject
          body
          createdAt
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export function MailboxPage({ session }: { session: Session }) {
  const mailbox = useQuery(session, Mailbox, {});
  const [open, setOpen] = useState<string | undefined>();
  const page = mailbox.data?.sandboxMailbox;
  return (
    <>
      <p>The e-mail the sandbox would have sent to your account's users (password resets, notices).</p>
      <button type="button" onClick={() => void mailbox.refetch()}>
        Refresh
      </button>
      <ErrorBox error={mailbox.error} />
      {mailbox.loading && !page ? (
        <Loading what="the mailbox" />
      ) : page?.edges.length === 0 ? (
        <Empty>The mailbox is empty.</Empty>
      ) : (
        <ul className="cards">
          {page?.edges.map(({ node }) => (
            <li key={node.id}>
              <button type="button" className="link" aria-expanded={open === node.id} onClick={() => setOpen(open === node.id ? undefined : node.id)}>
                <strong>{node.subject}</strong> to {node.to} · <Time at={node.createdAt} />
              </button>
              {open === node.id && <pre>{node.body}</pre>}
            </li>
          ))}
        </ul>
      )}
      <Pager query={mailbox} pageInfo={page?.pageInfo} label="Mail" />
    </>
  );
}
