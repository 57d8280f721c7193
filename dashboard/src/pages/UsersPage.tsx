import { useState } from 'react';
import type { Session } from '../api';
import { Empty, ErrorBox, Field, Loading, Pager, Secret, Time } from '../components';
import { graphql } from '../generated';
import { useMutation, useQuery } from '../hooks';

const Users = graphql(`
  query DashboardUsers($after: String) {
    developerAccount {
      id
      users(first: 10, after: $after) {
        edges {
          node {
            walletId
            user {
              id
              email
              firstName
              lastName
              createdAt
            }
            balances {
              currency
              balance {
                amount
                currency
              }
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

const Transactions = graphql(`
  query DashboardUserTransactions($userId: ID!, $currency: Currency!, $after: String) {
    developerAccount {
      id
      user(id: $userId) {
        transactions(currency: $currency, first: 10, after: $after) {
          edges {
            node {
              entryId
              kind
              description
              direction
              amount {
                amount
                currency
              }
              createdAt
            }
          }
          pageInfo {
            hasNextPage
            endCursor
          }
        }
      }
    }
  }
`);

const TopUp = graphql(`
  mutation DashboardTopUp($walletId: String!, $amount: Decimal!, $currency: Currency!) {
    sandboxFundWallet(input: { walletId: $walletId, amount: $amount, currency: $currency }) {
      walletBalance {
        currency
        balance {
          amount
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

export function UsersPage({ session }: { session: Session }) {
  const users = useQuery(session, Users, {});
  const topUp = useMutation(session, TopUp);
  const [history, setHistory] = useState<{ userId: string; currency: string } | undefined>();
  const page = users.data?.developerAccount.users;
  return (
    <>
      <p>The app users who signed up with your app key, with their wallets. Top-ups are sandbox money from the platform's funding account.</p>
      <ErrorBox error={users.error ?? topUp.error} />
      {users.loading && !page ? (
        <Loading what="users" />
      ) : page?.edges.length === 0 ? (
        <Empty>No users yet: register one with your app key.</Empty>
      ) : (
        <ul className="cards">
          {page?.edges.map(({ node }) => (
            <li key={node.user.id} aria-label={`User ${node.user.email}`}>
              <p>
                <strong>
                  {node.user.firstName} {node.user.lastName}
                </strong>{' '}
                {node.user.email} · joined <Time at={node.user.createdAt} />
              </p>
              <p className="muted">
                <Secret value={node.user.id} label={`user id ${node.user.id}`} />
                {node.walletId && (
                  <>
                    {' '}
                    · wallet <Secret value={node.walletId} label={`wallet id ${node.walletId}`} />
                  </>
                )}
              </p>
              <p>
                {node.balances.length === 0
                  ? 'No currency accounts.'
                  : node.balances.map((b) => (
                      <button key={b.currency} type="button" className="tag" onClick={() => setHistory({ userId: node.user.id, currency: b.currency })}>
                        {b.balance.amount} {b.currency}
                        <span className="sr-only">: show the transactions of {node.user.email}</span>
                      </button>
                    ))}
              </p>
              {node.walletId && (
                <form
                  className="inline"
                  onSubmit={async (event) => {
                    event.preventDefault();
                    const form = new FormData(event.currentTarget);
                    const done = await topUp.mutate({ walletId: node.walletId!, amount: String(form.get('amount')), currency: String(form.get('currency')) });
                    if (done) await users.refetch();
                  }}
                >
                  <Field label={`Top-up amount for ${node.user.email}`}>
                    <input name="amount" inputMode="decimal" defaultValue="100.00" required />
                  </Field>
                  <Field label="Currency">
                    <input name="currency" defaultValue="GHS" maxLength={3} required />
                  </Field>
                  <button type="submit" disabled={topUp.pending}>
                    Top up
                  </button>
                </form>
              )}
              {history?.userId === node.user.id && <UserTransactions session={session} userId={node.user.id} currency={history.currency} />}
            </li>
          ))}
        </ul>
      )}
      <Pager query={users} pageInfo={page?.pageInfo} label="Users" />
    </>
  );
}

function UserTransactions({ session, userId, currency }: { session: Session; userId: string; currency: string }) {
  const result = useQuery(session, Transactions, { userId, currency });
  const page = result.data?.developerAccount.user.transactions;
  if (result.loading && !page) return <Loading what="transactions" />;
  return (
    <section aria-label={`${currency} transactions`}>
      <h3>Recent {currency} transactions</h3>
      <ErrorBox error={result.error} />
      {!page || page.edges.length === 0 ? (
        <Empty>No transactions in {currency}.</Empty>
      ) : (
        <table>
          <caption className="sr-only">Recent {currency} transactions</caption>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">What</th>
              <th scope="col">Amount</th>
            </tr>
          </thead>
          <tbody>
            {page.edges.map(({ node }) => (
              <tr key={`${node.entryId}-${node.direction}`}>
                <td>
                  <Time at={node.createdAt} />
                </td>
                <td>{node.description}</td>
                <td>
                  {node.direction === 'DEBIT' ? '−' : '+'}
                  {node.amount.amount} {node.amount.currency}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pager query={result} pageInfo={page?.pageInfo} label={`${currency} transactions`} />
    </section>
  );
}
