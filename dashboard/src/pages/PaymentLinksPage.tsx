import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import type { Session } from '../api';
import type { PageProps } from '../App';
import { CopyButton, Empty, ErrorBox, Field, ListTable, Loading, ObjectPage, Pager, plural, StatusBadge, Time } from '../components';
import { graphql } from '../generated';
import type { DashboardPaymentLinkQuery } from '../generated/graphql';
import { MetadataEditor } from '../MetadataEditor';
import { SearchForm } from '../SearchForm';
import { hrefOf } from '../routes';
import { useIdempotencyKey, useMutation, useQuery } from '../hooks';

// What a link's card shows, in the list and on the link's own page alike.
graphql(`
  fragment DashboardPaymentLinkFields on PaymentLink {
    id
    url
    title
    amountFixed
    amount {
      amount
      currency
    }
    minAmount {
      amount
    }
    maxAmount {
      amount
    }
    singleUse
    status
    paymentsCount
    amountCollected {
      amount
      currency
    }
    createdAt
    metadata {
      key
      value
    }
  }
`);

const Links = graphql(`
  query DashboardPaymentLinks($after: String) {
    paymentLinks(first: 10, after: $after) {
      edges {
        node {
          ...DashboardPaymentLinkFields
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

const SearchLinks = graphql(`
  query DashboardSearchPaymentLinks($query: String!, $after: String) {
    searchPaymentLinks(query: $query, first: 10, after: $after) {
      edges {
        node {
          ...DashboardPaymentLinkFields
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

const OneLink = graphql(`
  query DashboardPaymentLink($id: ID!) {
    paymentLink(id: $id) {
      ...DashboardPaymentLinkFields
    }
  }
`);

type Link = NonNullable<DashboardPaymentLinkQuery['paymentLink']>;

const LinkPayments = graphql(`
  query DashboardLinkPayments($targetId: ID!) {
    payments(first: 20, filter: { targetId: $targetId }) {
      edges {
        node {
          id
          description
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

const CreateLink = graphql(`
  mutation DashboardCreatePaymentLink($input: CreatePaymentLinkInput!) {
    createPaymentLink(input: $input) {
      paymentLink {
        id
        url
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`);

const UpdateMetadata = graphql(`
  mutation DashboardUpdatePaymentLinkMetadata($id: ID!, $metadata: [MetadataEntryInput!]) {
    updatePaymentLink(input: { id: $id, metadata: $metadata }) {
      paymentLink {
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

const Deactivate = graphql(`
  mutation DashboardDeactivatePaymentLink($id: ID!) {
    deactivatePaymentLink(input: { id: $id }) {
      paymentLink {
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

export function PaymentLinksPage({ session, objectId }: PageProps) {
  return objectId ? <LinkPage session={session} id={objectId} /> : <LinksList session={session} />;
}

/** One link on its own page (#/payment-links/<id>), with its payments. */
function LinkPage({ session, id }: { session: Session; id: string }) {
  const link = useQuery(session, OneLink, { id });
  const deactivate = useMutation(session, Deactivate);
  const updateMetadata = useMutation(session, UpdateMetadata);
  const [shown, setShown] = useState<Shown>({ id, view: 'payments' });
  return (
    <ObjectPage
      back={{ href: hrefOf('payment-links'), label: 'All payment links' }}
      what="payment link"
      error={link.error ?? deactivate.error}
      loading={link.loading}
      object={link.data?.paymentLink}
    >
      {(node) => (
        <>
          <ul className="cards" aria-label="Payment link">
            <LinkCard session={session} node={node} shown={shown} setShown={setShown} onDeactivate={(linkId) => deactivate.mutate({ id: linkId })} />
          </ul>
          <MetadataEditor
            what="payment link"
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

type Shown = { id: string; view: 'qr' | 'payments' } | undefined;

function LinksList({ session }: { session: Session }) {
  const links = useQuery(session, Links, {});
  const create = useMutation(session, CreateLink);
  const deactivate = useMutation(session, Deactivate);
  const [fixed, setFixed] = useState(true);
  const [idempotencyKey, renewIdempotencyKey] = useIdempotencyKey();
  const [shown, setShown] = useState<Shown>();
  const [search, setSearch] = useState('');
  const page = links.data?.paymentLinks;
  return (
    <>
      <section aria-labelledby="new-link-heading">
        <h2 id="new-link-heading">Create a payment link</h2>
        <form
          className="stack"
          onSubmit={async (event) => {
            event.preventDefault();
            const element = event.currentTarget;
            const form = new FormData(element);
            const text = (name: string) => String(form.get(name) ?? '').trim();
            const optional = (name: string) => (text(name) ? { [name]: text(name) } : {});
            const created = await create.mutate({
              input: {
                idempotencyKey,
                title: text('title'),
                currency: text('currency'),
                amountFixed: fixed,
                singleUse: form.get('singleUse') === 'on',
                ...optional('description'),
                ...(fixed ? optional('amount') : { ...optional('amount'), ...optional('minAmount'), ...optional('maxAmount') }),
                ...optional('minCardAmount'),
              },
            });
            if (!created) return;
            element.reset();
            renewIdempotencyKey();
            setShown({ id: created.createPaymentLink.paymentLink.id, view: 'qr' });
            await links.refetch();
          }}
        >
          <Field label="Title">
            <input name="title" required maxLength={100} />
          </Field>
          <Field label="Description (optional)">
            <input name="description" maxLength={500} />
          </Field>
          <Field label="Currency">
            <input name="currency" defaultValue="GHS" maxLength={3} required />
          </Field>
          <fieldset>
            <legend>Amount</legend>
            <label>
              <input type="radio" name="kind" checked={fixed} onChange={() => setFixed(true)} /> Fixed: the payer pays this amount
            </label>
            <label>
              <input type="radio" name="kind" checked={!fixed} onChange={() => setFixed(false)} /> Flexible: the payer chooses, within limits
            </label>
          </fieldset>
          <Field label={fixed ? 'Amount' : 'Suggested amount (optional)'}>
            <input name="amount" inputMode="decimal" required={fixed} />
          </Field>
          {!fixed && (
            <>
              <Field label="Minimum (optional)">
                <input name="minAmount" inputMode="decimal" />
              </Field>
              <Field label="Maximum (optional)">
                <input name="maxAmount" inputMode="decimal" />
              </Field>
            </>
          )}
          <Field label="Minimum card amount (optional)">
            <input name="minCardAmount" inputMode="decimal" />
          </Field>
          <label>
            <input type="checkbox" name="singleUse" /> Single use: the link closes after one payment
          </label>
          <ErrorBox error={create.error} />
          <button type="submit" disabled={create.pending}>
            Create link
          </button>
        </form>
      </section>
      <section aria-labelledby="links-heading">
        <h2 id="links-heading">Your links</h2>
        <SearchForm what="payment links" example="metadata['order_id']:'1001', title:'Kente' AND amount>100" onSearch={setSearch} />
        {search && <LinkSearchResults session={session} query={search} />}
        <ErrorBox error={links.error ?? deactivate.error} />
        {links.loading && !page ? (
          <Loading what="payment links" />
        ) : page?.edges.length === 0 ? (
          <Empty>No payment links yet.</Empty>
        ) : (
          <ul className="cards" aria-label="Your payment links">
            {page?.edges.map(({ node }) => (
              <LinkCard key={node.id} session={session} node={node} shown={shown} setShown={setShown} onDeactivate={(id) => deactivate.mutate({ id })} />
            ))}
          </ul>
        )}
        <Pager query={links} pageInfo={page?.pageInfo} label="Payment links" />
      </section>
    </>
  );
}

/** The links a search finds, each opening its own page; a query that does not read shows where it stopped. */
function LinkSearchResults({ session, query }: { session: Session; query: string }) {
  const found = useQuery(session, SearchLinks, { query });
  const page = found.data?.searchPaymentLinks;
  return (
    <>
      <ErrorBox error={found.error} />
      <ListTable
        caption="Payment links found"
        columns={['Title', 'Status', 'Amount', 'Created']}
        rows={page?.edges.length}
        loading={found.loading}
        empty="No payment link matches the search."
      >
        {page?.edges.map(({ node }) => (
          <tr key={node.id}>
            <td>
              <a href={hrefOf('payment-links', node.id)}>{node.title}</a>
            </td>
            <td>
              <StatusBadge status={node.status} />
            </td>
            <td>{node.amount ? `${node.amount.amount} ${node.amount.currency}` : 'flexible'}</td>
            <td>
              <Time at={node.createdAt} />
            </td>
          </tr>
        ))}
      </ListTable>
      <Pager query={found} pageInfo={page?.pageInfo} label="Payment links found" />
    </>
  );
}

/** A link as a card: its terms, what it collected, its URL, and its QR code or payments when shown. */
function LinkCard({
  session,
  node,
  shown,
  setShown,
  onDeactivate,
}: {
  session: Session;
  node: Link;
  shown: Shown;
  setShown: (shown: Shown) => void;
  onDeactivate: (id: string) => Promise<unknown>;
}) {
  return (
    <li aria-label={`Payment link ${node.title}`}>
      <p>
        <strong>
          <a href={hrefOf('payment-links', node.id)}>{node.title}</a>
        </strong>{' '}
        · <StatusBadge status={node.status} /> ·{' '}
        {node.amountFixed
          ? `${node.amount?.amount} ${node.amount?.currency}`
          : `flexible${node.minAmount ? ` from ${node.minAmount.amount}` : ''}${node.maxAmount ? ` up to ${node.maxAmount.amount}` : ''}`}
        {node.singleUse ? ' · single use' : ''}
      </p>
      <p>
        {plural(node.paymentsCount, 'payment')} · {node.amountCollected.amount} {node.amountCollected.currency} collected · created <Time at={node.createdAt} />
      </p>
      <p>
        <a href={node.url} target="_blank" rel="noreferrer">
          {node.url}
        </a>{' '}
        <CopyButton value={node.url} label={`the URL of ${node.title}`} />
      </p>
      <div className="actions">
        <button type="button" onClick={() => setShown(shown?.id === node.id && shown.view === 'qr' ? undefined : { id: node.id, view: 'qr' })}>
          QR code
        </button>
        <button type="button" onClick={() => setShown(shown?.id === node.id && shown.view === 'payments' ? undefined : { id: node.id, view: 'payments' })}>
          Payments
        </button>
        {node.status === 'ACTIVE' && (
          <button
            type="button"
            onClick={async () => {
              // The payload's link (id and status) updates the card in the cache: nothing to refetch.
              await onDeactivate(node.id);
            }}
          >
            Deactivate
          </button>
        )}
      </div>
      {shown?.id === node.id && shown.view === 'qr' && <QrCode url={node.url} title={node.title} />}
      {shown?.id === node.id && shown.view === 'payments' && <LinkPaymentsList session={session} linkId={node.id} />}
    </li>
  );
}

/** The hosted page's URL as a QR code, drawn here (no outside service): payers scan it at a till or on a poster. */
function QrCode({ url, title }: { url: string; title: string }) {
  const [svg, setSvg] = useState<string | undefined>();
  useEffect(() => {
    let current = true;
    void QRCode.toString(url, { type: 'svg', margin: 1, width: 192 }).then((drawn) => current && setSvg(drawn));
    return () => {
      current = false;
    };
  }, [url]);
  if (!svg) return <Loading what="the QR code" />;
  return (
    <img
      className="qr"
      src={`data:image/svg+xml;utf8,${encodeURIComponent(svg)}`}
      width={192}
      height={192}
      alt={`QR code of the payment page of ${title}: ${url}`}
    />
  );
}

function LinkPaymentsList({ session, linkId }: { session: Session; linkId: string }) {
  const payments = useQuery(session, LinkPayments, { targetId: linkId });
  const edges = payments.data?.payments.edges;
  return (
    <>
      <ErrorBox error={payments.error} />
      {!edges ? (
        <Loading what="the link's payments" />
      ) : edges.length === 0 ? (
        <Empty>No payments on this link yet.</Empty>
      ) : (
        <ul aria-label="The link's payments">
          {edges.map(({ node }) => (
            <li key={node.id}>
              <a href={hrefOf('payments', node.id)}>
                {node.amount.amount} {node.amount.currency}
              </a>{' '}
              · <StatusBadge status={node.status} /> · <Time at={node.completedAt} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
