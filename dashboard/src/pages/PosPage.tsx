import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';
import { useEffect, useRef } from 'react';
import type { Session } from '../api';
import type { PageProps } from '../App';
import { Empty, enumLabel, ErrorBox, Field, Loading, ObjectPage, Pager, plural, StatusBadge, Time } from '../components';
import { graphql } from '../generated';
import type { DashboardPosSaleFieldsFragment } from '../generated/graphql';
import { MetadataEditor } from '../MetadataEditor';
import { hrefOf } from '../routes';
import { useIdempotencyKey, useLiveUpdates, useMutation, useQuery } from '../hooks';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);

// What a sale's card shows, in the list and on the sale's own page alike.
graphql(`
  fragment DashboardPosSaleFields on PosSale {
    id
    receiptNumber
    items {
      description
      quantity
      total {
        amount
      }
    }
    subtotal {
      amount
      currency
    }
    refunded {
      amount
    }
    paymentMethod
    status
    createdAt
  }
`);

const OneSale = graphql(`
  query DashboardPosSale($id: ID!) {
    posSale(id: $id) {
      ...DashboardPosSaleFields
      metadata {
        key
        value
      }
    }
  }
`);

const UpdateSaleMetadata = graphql(`
  mutation DashboardUpdatePosSaleMetadata($id: ID!, $metadata: [MetadataEntryInput!]) {
    updatePosSale(input: { id: $id, metadata: $metadata }) {
      sale {
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

type Sale = DashboardPosSaleFieldsFragment;

const PosOverview = graphql(`
  query DashboardPos($after: String, $date: Date) {
    posDailyReport(date: $date) {
      date
      timeZone
      total {
        sales
        gross {
          amount
          currency
        }
        refunds {
          amount
        }
        net {
          amount
        }
      }
      byMethod {
        method
        sales
        gross {
          amount
        }
        refunds {
          amount
        }
        net {
          amount
        }
      }
    }
    posSales(first: 10, after: $after) {
      edges {
        node {
          ...DashboardPosSaleFields
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
    posCatalog(first: 100) {
      edges {
        node {
          id
          description
          sku
          unitPrice {
            amount
            currency
          }
        }
      }
    }
  }
`);

const AddItem = graphql(`
  mutation DashboardAddPosItem($input: PosCatalogItemInput!) {
    addPosCatalogItem(input: $input) {
      posCatalogItem {
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

const UpdateItem = graphql(`
  mutation DashboardUpdatePosItem($input: PosCatalogItemUpdate!) {
    updatePosCatalogItem(input: $input) {
      posCatalogItem {
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

const ArchiveItem = graphql(`
  mutation DashboardArchivePosItem($id: ID!) {
    archivePosCatalogItem(input: { id: $id }) {
      posCatalogItem {
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

const RefundSale = graphql(`
  mutation DashboardPosRefund($input: PosRefundInput!) {
    posRefund(input: $input) {
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

type Takings = { method?: string | null; sales: number; gross: { amount: string }; refunds: { amount: string }; net: { amount: string } };

/** The day's takings by payment method as grouped bars (gross, refunds, net), the figures also in the table beside it. */
function TakingsChart({ byMethod, currency }: { byMethod: Takings[]; currency: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    const figures = (pick: (t: Takings) => string) => byMethod.map((t) => Number(pick(t)));
    const chart = new Chart(canvas.current, {
      type: 'bar',
      data: {
        labels: byMethod.map((t) => t.method ?? ''),
        datasets: [
          { label: 'Gross', data: figures((t) => t.gross.amount), backgroundColor: '#1d4ed8' },
          { label: 'Refunds', data: figures((t) => t.refunds.amount), backgroundColor: '#b45309' },
          { label: 'Net', data: figures((t) => t.net.amount), backgroundColor: '#047857' },
        ],
      },
      options: { animation: false, responsive: true, maintainAspectRatio: false, scales: { y: { beginAtZero: true } } },
    });
    return () => chart.destroy();
  }, [byMethod]);
  return (
    <div className="chart-box">
      <canvas ref={canvas} role="img" aria-label={`Today's takings by payment method in ${currency}`} />
    </div>
  );
}

export function PosPage({ session, objectId }: PageProps) {
  return objectId ? <SaleView session={session} id={objectId} /> : <PosOverviewPage session={session} />;
}

/** One sale on its own page (#/pos/<id>): its receipt, a refund while something is left, and its metadata. */
function SaleView({ session, id }: { session: Session; id: string }) {
  const sale = useQuery(session, OneSale, { id });
  const updateMetadata = useMutation(session, UpdateSaleMetadata);
  return (
    <ObjectPage back={{ href: hrefOf('pos'), label: 'Point of sale' }} what="sale" error={sale.error} loading={sale.loading} object={sale.data?.posSale}>
      {(node) => (
        <>
          <ul className="cards" aria-label="Sale">
            <SaleCard session={session} node={node} onRefunded={() => void sale.refetch()} />
          </ul>
          <MetadataEditor
            what="sale"
            entries={node.metadata}
            onSet={(metadata) => updateMetadata.mutate({ id: node.id, metadata })}
            pending={updateMetadata.pending}
            error={updateMetadata.error}
          />
        </>
      )}
    </ObjectPage>
  );
}

/** A sale as a card: its receipt number, lines and status, with a refund form while something is left to refund. */
function SaleCard({ session, node, onRefunded }: { session: Session; node: Sale; onRefunded: () => void }) {
  const refund = useMutation(session, RefundSale);
  const [refundKey, renewRefundKey] = useIdempotencyKey();
  return (
    <li aria-label={`Receipt ${node.receiptNumber}`}>
      <p>
        <strong>
          <a href={hrefOf('pos', node.id)}>Receipt {node.receiptNumber}</a>
        </strong>{' '}
        · {node.subtotal.amount} {node.subtotal.currency} · {enumLabel(node.paymentMethod)} · <StatusBadge status={node.status} />
        {node.refunded.amount !== '0.00' ? ` · ${node.refunded.amount} refunded` : ''} · <Time at={node.createdAt} />
      </p>
      <ul>
        {node.items.map((line, index) => (
          <li key={`${node.id}-${index}`}>
            {line.quantity} × {line.description} = {line.total.amount}
            <ErrorBox error={refund.error} />
          </li>
        ))}
      </ul>
      {node.status === 'COMPLETED' && node.refunded.amount !== node.subtotal.amount && (
        <form
          className="inline"
          onSubmit={async (event) => {
            event.preventDefault();
            const form = new FormData(event.currentTarget);
            const amount = String(form.get('amount') ?? '').trim();
            const reason = String(form.get('reason') ?? '').trim();
            const done = await refund.mutate({
              input: { idempotencyKey: refundKey, saleId: node.id, ...(amount ? { amount } : {}), ...(reason ? { reason } : {}) },
            });
            if (done) {
              renewRefundKey();
              onRefunded();
            }
          }}
        >
          <Field label={`Refund amount for receipt ${node.receiptNumber} (empty: all)`}>
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
    </li>
  );
}

function PosOverviewPage({ session }: { session: Session }) {
  const overview = useQuery(session, PosOverview, {});
  const live = useLiveUpdates(session, ['pos.sale_completed', 'pos.refund_succeeded'], () => void overview.refetch());
  const add = useMutation(session, AddItem);
  const update = useMutation(session, UpdateItem);
  const archive = useMutation(session, ArchiveItem);
  const data = overview.data;
  const report = data?.posDailyReport;
  return (
    <>
      <ErrorBox error={overview.error ?? live ?? add.error ?? update.error ?? archive.error} />
      {!data || !report ? (
        <Loading what="the point of sale" />
      ) : (
        <>
          <section aria-labelledby="report-heading">
            <h2 id="report-heading">
              Today ({report.date}, {report.timeZone})
            </h2>
            <p>
              {plural(report.total.sales, 'sale')} · {report.total.gross.amount} {report.total.gross.currency} gross · {report.total.refunds.amount} refunds ·{' '}
              {report.total.net.amount} net
            </p>
            <TakingsChart byMethod={report.byMethod} currency={report.total.gross.currency} />
            <table>
              <caption>Today's takings by payment method</caption>
              <thead>
                <tr>
                  <th scope="col">Method</th>
                  <th scope="col">Sales</th>
                  <th scope="col">Gross</th>
                  <th scope="col">Refunds</th>
                  <th scope="col">Net</th>
                </tr>
              </thead>
              <tbody>
                {report.byMethod.map((t) => (
                  <tr key={t.method ?? ''}>
                    <th scope="row">{t.method}</th>
                    <td>{t.sales}</td>
                    <td>{t.gross.amount}</td>
                    <td>{t.refunds.amount}</td>
                    <td>{t.net.amount}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          <section aria-labelledby="sales-heading">
            <h2 id="sales-heading">Sales</h2>
            {data.posSales.edges.length === 0 ? (
              <Empty>No sales yet: sell from your till app (POST /pos/sales or posSale).</Empty>
            ) : (
              <ul className="cards">
                {data.posSales.edges.map(({ node }) => (
                  <SaleCard key={node.id} session={session} node={node} onRefunded={() => void overview.refetch()} />
                ))}
              </ul>
            )}
            <Pager query={overview} pageInfo={data.posSales.pageInfo} label="Sales" />
          </section>
          <section aria-labelledby="catalog-heading">
            <h2 id="catalog-heading">Catalog</h2>
            <form
              className="inline"
              aria-label="Add a catalog item"
              onSubmit={async (event) => {
                event.preventDefault();
                const element = event.currentTarget;
                const form = new FormData(element);
                const text = (name: string) => String(form.get(name) ?? '').trim();
                const done = await add.mutate({
                  input: {
                    description: text('description'),
                    unitPrice: text('unitPrice'),
                    currency: text('currency'),
                    ...(text('sku') ? { sku: text('sku') } : {}),
                  },
                });
                if (done) {
                  element.reset();
                  await overview.refetch();
                }
              }}
            >
              <Field label="Item">
                <input name="description" required maxLength={200} />
              </Field>
              <Field label="SKU (optional)">
                <input name="sku" maxLength={64} />
              </Field>
              <Field label="Price">
                <input name="unitPrice" inputMode="decimal" required />
              </Field>
              <Field label="Currency">
                <input name="currency" defaultValue="GHS" maxLength={3} required />
              </Field>
              <button type="submit" disabled={add.pending}>
                Add item
              </button>
            </form>
            <table>
              <caption className="sr-only">Catalog items</caption>
              <thead>
                <tr>
                  <th scope="col">Item</th>
                  <th scope="col">SKU</th>
                  <th scope="col">Price</th>
                  <th scope="col">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.posCatalog.edges.map(({ node }) => (
                  <tr key={node.id}>
                    <td>{node.description}</td>
                    <td>{node.sku ?? '—'}</td>
                    <td>
                      <form
                        className="inline"
                        onSubmit={async (event) => {
                          event.preventDefault();
                          const unitPrice = String(new FormData(event.currentTarget).get('unitPrice') ?? '').trim();
                          if (await update.mutate({ input: { id: node.id, unitPrice } })) await overview.refetch();
                        }}
                      >
                        <Field label={`Price of ${node.description} (${node.unitPrice.currency})`}>
                          <input name="unitPrice" defaultValue={node.unitPrice.amount} inputMode="decimal" size={8} />
                        </Field>
                        <button type="submit">Save price</button>
                      </form>
                    </td>
                    <td>
                      <button
                        type="button"
                        aria-label={`Archive ${node.description}`}
                        onClick={async () => {
                          if (await archive.mutate({ id: node.id })) await overview.refetch();
                        }}
                      >
                        Archive
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </>
      )}
    </>
  );
}
