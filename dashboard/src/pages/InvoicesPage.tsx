import { useState } from 'react';
import type { Session } from '../api';
import type { PageProps } from '../App';
import { Empty, enumLabel, ErrorBox, Field, ListTable, ObjectPage, Pager, StatusBadge, StatusFilter, Time } from '../components';
import { MetadataEditor } from '../MetadataEditor';
import { SearchForm } from '../SearchForm';
import { hrefOf } from '../routes';
import { graphql } from '../generated';
import type { InvoiceStatus } from '../generated/graphql';
import { useIdempotencyKey, useMutation, useQuery } from '../hooks';

const SearchInvoices = graphql(`
  query DashboardSearchInvoices($query: String!, $after: String) {
    searchInvoices(query: $query, first: 10, after: $after) {
      edges {
        node {
          id
          invoiceNumber
          customerEmail
          subtotal {
            amount
            currency
          }
          status
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

const Invoices = graphql(`
  query DashboardInvoices($status: InvoiceStatus, $after: String) {
    invoices(status: $status, first: 10, after: $after) {
      edges {
        node {
          id
          invoiceNumber
          url
          customerEmail
          subtotal {
            amount
            currency
          }
          status
          dueDate
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

const OneInvoice = graphql(`
  query DashboardInvoice($id: ID!) {
    invoice(id: $id) {
      id
      invoiceNumber
      url
      customerEmail
      items {
        description
        quantity
        unitPrice {
          amount
        }
        total {
          amount
        }
      }
      subtotal {
        amount
        currency
      }
      status
      dueDate
      notes
      createdAt
      paidAt
      voidedAt
      metadata {
        key
        value
      }
    }
    payments(first: 10, filter: { targetId: $id }) {
      edges {
        node {
          id
          status
          amount {
            amount
            currency
          }
          completedAt
        }
      }
    }
  }
`);

const CreateInvoice = graphql(`
  mutation DashboardCreateInvoice($input: CreateInvoiceInput!) {
    createInvoice(input: $input) {
      invoice {
        id
        invoiceNumber
        subtotal {
          amount
          currency
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

const VoidInvoice = graphql(`
  mutation DashboardVoidInvoice($id: ID!) {
    voidInvoice(input: { id: $id }) {
      invoice {
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

const STATUSES: InvoiceStatus[] = ['SENT', 'OVERDUE', 'PAID', 'VOID'];

interface Line {
  description: string;
  quantity: string;
  unitPrice: string;
}

/**
 * A line total in minor units from the typed text, for the running total only (the server computes
 * the invoice's own, shown once created); undefined while the text is not an amount.
 */
function minorUnits(line: Line): bigint | undefined {
  const price = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(line.unitPrice.trim());
  const quantity = /^\d{1,6}$/.test(line.quantity.trim()) ? BigInt(line.quantity.trim()) : undefined;
  if (!price || quantity === undefined) return undefined;
  return (BigInt(price[1]!) * 100n + BigInt((price[2] ?? '').padEnd(2, '0'))) * quantity;
}

const asAmount = (minor: bigint) => `${minor / 100n}.${String(minor % 100n).padStart(2, '0')}`;

const UpdateInvoiceMetadata = graphql(`
  mutation DashboardUpdateInvoiceMetadata($id: ID!, $metadata: [MetadataEntryInput!]) {
    updateInvoice(input: { id: $id, metadata: $metadata }) {
      invoice {
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

export function InvoicesPage({ session, objectId }: PageProps) {
  return objectId ? <InvoiceView session={session} id={objectId} /> : <InvoicesList session={session} />;
}

/** The invoices a search finds, each opening its own page; a query that does not read shows where it stopped. */
function InvoiceSearchResults({ session, query }: { session: Session; query: string }) {
  const found = useQuery(session, SearchInvoices, { query });
  const page = found.data?.searchInvoices;
  return (
    <>
      <ErrorBox error={found.error} />
      <ListTable
        caption="Invoices found"
        columns={['Invoice', 'Customer', 'Total', 'Status', 'Created']}
        rows={page?.edges.length}
        loading={found.loading}
        empty="No invoice matches the search."
      >
        {page?.edges.map(({ node }) => (
          <tr key={node.id}>
            <td>
              <a href={hrefOf('invoices', node.id)}>{node.invoiceNumber}</a>
            </td>
            <td>{node.customerEmail}</td>
            <td>
              {node.subtotal.amount} {node.subtotal.currency}
            </td>
            <td>
              <StatusBadge status={node.status} />
            </td>
            <td>
              <Time at={node.createdAt} />
            </td>
          </tr>
        ))}
      </ListTable>
      <Pager query={found} pageInfo={page?.pageInfo} label="Invoices found" />
    </>
  );
}

/** One invoice on its own page (#/invoices/<id>): its lines, where it stands, and the payment that paid it. */
function InvoiceView({ session, id }: { session: Session; id: string }) {
  const detail = useQuery(session, OneInvoice, { id });
  const updateMetadata = useMutation(session, UpdateInvoiceMetadata);
  return (
    <ObjectPage
      back={{ href: hrefOf('invoices'), label: 'All invoices' }}
      what="invoice"
      error={detail.error}
      loading={detail.loading}
      object={detail.data?.invoice}
    >
      {(invoice) => (
        <section className="panel" aria-labelledby="invoice-heading">
          <h2 id="invoice-heading">
            Invoice {invoice.invoiceNumber} <StatusBadge status={invoice.status} />
          </h2>
          <p>
            <strong>
              {invoice.subtotal.amount} {invoice.subtotal.currency}
            </strong>{' '}
            to {invoice.customerEmail} · due {invoice.dueDate ?? '—'} · created <Time at={invoice.createdAt} />
            {invoice.paidAt && (
              <>
                {' '}
                · paid <Time at={invoice.paidAt} />
              </>
            )}
          </p>
          <p>
            <a href={invoice.url} target="_blank" rel="noreferrer">
              {invoice.url}
            </a>
          </p>
          <table>
            <caption className="sr-only">Lines</caption>
            <thead>
              <tr>
                <th scope="col">Description</th>
                <th scope="col">Quantity</th>
                <th scope="col">Unit price</th>
                <th scope="col">Total</th>
              </tr>
            </thead>
            <tbody>
              {invoice.items.map((item, index) => (
                <tr key={index}>
                  <td>{item.description}</td>
                  <td>{item.quantity}</td>
                  <td>{item.unitPrice.amount}</td>
                  <td>{item.total.amount}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {invoice.notes && <p className="muted">{invoice.notes}</p>}
          <h3>Payments</h3>
          {detail.data?.payments.edges.length ? (
            <ul aria-label="The invoice's payments">
              {detail.data.payments.edges.map(({ node }) => (
                <li key={node.id}>
                  <a href={hrefOf('payments', node.id)}>
                    {node.amount.amount} {node.amount.currency}
                  </a>{' '}
                  · <StatusBadge status={node.status} /> · <Time at={node.completedAt} />
                </li>
              ))}
            </ul>
          ) : (
            <Empty>Not paid yet: the customer pays on the invoice's page.</Empty>
          )}
          <MetadataEditor
            what="invoice"
            entries={invoice.metadata}
            onSet={(metadata) => updateMetadata.mutate({ id: invoice.id, metadata })}
            pending={updateMetadata.pending}
            error={updateMetadata.error}
          />
        </section>
      )}
    </ObjectPage>
  );
}

function InvoicesList({ session }: { session: Session }) {
  const [status, setStatus] = useState<InvoiceStatus | undefined>();
  const invoices = useQuery(session, Invoices, { ...(status ? { status } : {}) });
  const create = useMutation(session, CreateInvoice);
  const voidInvoice = useMutation(session, VoidInvoice);
  const [lines, setLines] = useState<Line[]>([{ description: '', quantity: '1', unitPrice: '' }]);
  const [idempotencyKey, renewIdempotencyKey] = useIdempotencyKey();
  const [created, setCreated] = useState<{ invoiceNumber: string; subtotal: string } | undefined>();
  const [search, setSearch] = useState('');
  const totals = lines.map(minorUnits);
  const total = totals.every((t) => t !== undefined) ? totals.reduce<bigint>((sum, t) => sum + (t ?? 0n), 0n) : undefined;
  const setLine = (index: number, change: Partial<Line>) => setLines(lines.map((line, i) => (i === index ? { ...line, ...change } : line)));
  const page = invoices.data?.invoices;
  return (
    <>
      <section aria-labelledby="new-invoice-heading">
        <h2 id="new-invoice-heading">Send an invoice</h2>
        <form
          className="stack"
          onSubmit={async (event) => {
            event.preventDefault();
            const element = event.currentTarget;
            const form = new FormData(element);
            const text = (name: string) => String(form.get(name) ?? '').trim();
            const answer = await create.mutate({
              input: {
                idempotencyKey,
                customerEmail: text('customerEmail'),
                currency: text('currency'),
                items: lines.map((line) => ({ description: line.description, quantity: Number(line.quantity), unitPrice: line.unitPrice.trim() })),
                ...(text('dueDate') ? { dueDate: text('dueDate') } : {}),
                ...(text('notes') ? { notes: text('notes') } : {}),
              },
            });
            if (!answer) return;
            setCreated({
              invoiceNumber: answer.createInvoice.invoice.invoiceNumber,
              subtotal: `${answer.createInvoice.invoice.subtotal.amount} ${answer.createInvoice.invoice.subtotal.currency}`,
            });
            element.reset();
            setLines([{ description: '', quantity: '1', unitPrice: '' }]);
            renewIdempotencyKey();
            await invoices.refetch();
          }}
        >
          <Field label="Customer e-mail">
            <input name="customerEmail" type="email" required />
          </Field>
          <Field label="Currency">
            <input name="currency" defaultValue="GHS" maxLength={3} required />
          </Field>
          <fieldset>
            <legend>Lines</legend>
            {lines.map((line, index) => (
              <div key={index} className="inline">
                <Field label={`Line ${index + 1} description`}>
                  <input value={line.description} onChange={(e) => setLine(index, { description: e.target.value })} required maxLength={200} />
                </Field>
                <Field label={`Line ${index + 1} quantity`}>
                  <input value={line.quantity} onChange={(e) => setLine(index, { quantity: e.target.value })} inputMode="numeric" required />
                </Field>
                <Field label={`Line ${index + 1} unit price`}>
                  <input value={line.unitPrice} onChange={(e) => setLine(index, { unitPrice: e.target.value })} inputMode="decimal" required />
                </Field>
                <span className="muted">{totals[index] === undefined ? '—' : asAmount(totals[index]!)}</span>
                {lines.length > 1 && (
                  <button type="button" onClick={() => setLines(lines.filter((_, i) => i !== index))}>
                    Remove line {index + 1}
                  </button>
                )}
              </div>
            ))}
            <button type="button" onClick={() => setLines([...lines, { description: '', quantity: '1', unitPrice: '' }])}>
              Add a line
            </button>
          </fieldset>
          <p aria-live="polite" data-testid="invoice-total">
            Total: {total === undefined ? '—' : asAmount(total)}
          </p>
          <Field label="Due date (optional)">
            <input name="dueDate" type="date" />
          </Field>
          <Field label="Notes (optional)">
            <input name="notes" maxLength={1000} />
          </Field>
          <ErrorBox error={create.error} />
          <button type="submit" disabled={create.pending}>
            Send invoice
          </button>
          {created && (
            <p role="status">
              Invoice {created.invoiceNumber} sent: {created.subtotal}, as the server computed it.
            </p>
          )}
        </form>
      </section>
      <section aria-labelledby="invoices-heading">
        <h2 id="invoices-heading">Invoices</h2>
        <SearchForm what="invoices" example="metadata['order_id']:'1001', customerEmail:'ama@example.com' AND status:sent" onSearch={setSearch} />
        {search && <InvoiceSearchResults session={session} query={search} />}
        <StatusFilter statuses={STATUSES} value={status} onChange={setStatus} />
        <ErrorBox error={invoices.error ?? voidInvoice.error} />
        <ListTable
          caption="Invoices"
          columns={['Number', 'Customer', 'Amount', 'Status', 'Due', 'Created', { hidden: 'Actions' }]}
          rows={page?.edges.length}
          loading={invoices.loading}
          empty={status ? `No ${enumLabel(status).toLowerCase()} invoices.` : 'No invoices yet: create one above, and its customer receives it by e-mail.'}
        >
          {page?.edges.map(({ node }) => (
            <tr key={node.id}>
              <td>
                <a href={hrefOf('invoices', node.id)}>{node.invoiceNumber}</a>
              </td>
              <td>{node.customerEmail}</td>
              <td>
                {node.subtotal.amount} {node.subtotal.currency}
              </td>
              <td>
                <StatusBadge status={node.status} />
              </td>
              <td>{node.dueDate ?? '—'}</td>
              <td>
                <Time at={node.createdAt} />
              </td>
              <td>
                {(node.status === 'SENT' || node.status === 'OVERDUE') && (
                  <button
                    type="button"
                    aria-label={`Void invoice ${node.invoiceNumber}`}
                    onClick={async () => {
                      if (await voidInvoice.mutate({ id: node.id })) await invoices.refetch();
                    }}
                  >
                    Void
                  </button>
                )}
              </td>
            </tr>
          ))}
        </ListTable>
        <Pager query={invoices} pageInfo={page?.pageInfo} label="Invoices" />
      </section>
    </>
  );
}
