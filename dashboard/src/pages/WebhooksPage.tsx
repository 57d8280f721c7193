import { useEffect, useRef, useState } from 'react';
import type { Session } from '../api';
import type { PageProps } from '../App';
import { Empty, ErrorBox, Field, Loading, ObjectPage, Pager, Secret, StatusBadge, Time } from '../components';
import { hrefOf } from '../routes';
import { graphql } from '../generated';
import { useMutation, useQuery } from '../hooks';
import { MetadataEditor } from '../MetadataEditor';

// What an endpoint's card shows, in the list and on the endpoint's own page alike.
graphql(`
  fragment DashboardWebhookEndpointFields on WebhookEndpoint {
    id
    url
    description
    events
    status
    previousSecretExpiresAt
    disabledAt
    createdAt
  }
`);

const Endpoints = graphql(`
  query DashboardWebhooks($after: String) {
    webhookEndpoints(first: 10, after: $after) {
      edges {
        node {
          ...DashboardWebhookEndpointFields
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

const OneEndpoint = graphql(`
  query DashboardWebhookEndpoint($id: ID!) {
    webhookEndpoint(id: $id) {
      ...DashboardWebhookEndpointFields
      metadata {
        key
        value
      }
    }
  }
`);

const UpdateEndpointMetadata = graphql(`
  mutation DashboardUpdateWebhookMetadata($id: ID!, $metadata: [MetadataEntryInput!]) {
    updateWebhook(input: { id: $id, metadata: $metadata }) {
      webhookEndpoint {
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

const Deliveries = graphql(`
  query DashboardWebhookDeliveries($id: ID!, $after: String) {
    webhookEndpoint(id: $id) {
      id
      deliveries(first: 10, after: $after) {
        edges {
          node {
            id
            eventId
            eventType
            kind
            status
            attempts
            lastStatusCode
            nextAttemptAt
            createdAt
            attemptLog {
              attempt
              startedAt
              durationMs
              statusCode
              error
              responseExcerpt
              note
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

const Register = graphql(`
  mutation DashboardRegisterWebhook($input: RegisterWebhookInput!) {
    registerWebhook(input: $input) {
      webhookEndpoint {
        id
      }
      secret
      userErrors {
        field
        message
        code
      }
    }
  }
`);

const Update = graphql(`
  mutation DashboardUpdateWebhook($input: UpdateWebhookInput!) {
    updateWebhook(input: $input) {
      webhookEndpoint {
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

const RotateSecret = graphql(`
  mutation DashboardRotateWebhookSecret($id: ID!) {
    rotateWebhookSecret(input: { id: $id }) {
      webhookEndpoint {
        previousSecretExpiresAt
      }
      secret
      userErrors {
        field
        message
        code
      }
    }
  }
`);

const SendTest = graphql(`
  mutation DashboardSendWebhookTest($id: ID!, $badSignature: Boolean) {
    sendWebhookTest(input: { id: $id, badSignature: $badSignature }) {
      webhookDelivery {
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

const Enable = graphql(`
  mutation DashboardEnableWebhook($id: ID!) {
    enableWebhook(input: { id: $id }) {
      webhookEndpoint {
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

const Redeliver = graphql(`
  mutation DashboardRedeliverWebhook($deliveryId: String!) {
    redeliverWebhook(input: { deliveryId: $deliveryId }) {
      webhookDelivery {
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

const EventTypes = graphql(`
  query DashboardWebhookEventTypes {
    webhookEventTypes
  }
`);

/** The event types checked in a form's "events" boxes. */
const checkedEvents = (form: HTMLFormElement) => new FormData(form).getAll('events').map(String);

/** The documented event types as checkboxes, grouped by what they concern (wallet, payment, …). */
function EventPicker({ types, checked, legend }: { types: readonly string[]; checked?: readonly string[]; legend: string }) {
  const groups = new Map<string, string[]>();
  for (const type of types) {
    const group = type.split('.')[0] ?? type;
    groups.set(group, [...(groups.get(group) ?? []), type]);
  }
  const picker = useRef<HTMLFieldSetElement>(null);
  const boxes = () => [...(picker.current?.querySelectorAll<HTMLInputElement>('input[name="events"]') ?? [])];
  const everyChecked = types.length > 0 && types.every((type) => checked?.includes(type));
  const [all, setAll] = useState(everyChecked);
  // The types arrive after the first render: the box follows what the endpoint has once they do.
  useEffect(() => setAll(everyChecked), [everyChecked]);
  return (
    <fieldset className="event-picker" ref={picker} onChange={() => setAll(boxes().every((box) => box.checked))}>
      <legend>{legend}</legend>
      <label className="select-all">
        <input
          type="checkbox"
          checked={all}
          onChange={(event) => {
            for (const box of boxes()) box.checked = event.currentTarget.checked;
            setAll(event.currentTarget.checked);
          }}
        />{' '}
        All {types.length} event types
      </label>
      {[...groups].map(([group, members]) => (
        <div key={group} className="event-group">
          {members.map((type) => (
            <label key={type}>
              <input type="checkbox" name="events" value={type} defaultChecked={checked?.includes(type) ?? false} /> {type}
            </label>
          ))}
        </div>
      ))}
    </fieldset>
  );
}

/** What a delivery's outcome means; a test signed with a wrong secret should be refused by the endpoint. */
function outcome(delivery: { kind: string; status: string; lastStatusCode?: number | null }): string {
  if (delivery.kind === 'TEST_BAD_SIGNATURE') {
    if (delivery.status === 'PENDING' && delivery.lastStatusCode == null) return 'waiting to be sent';
    if (delivery.lastStatusCode != null && delivery.lastStatusCode >= 400 && delivery.lastStatusCode < 500)
      return `rejected by your endpoint (${delivery.lastStatusCode}), as it should be`;
    return `accepted (${delivery.lastStatusCode ?? 'no answer'}): your endpoint does not check signatures`;
  }
  return `${delivery.status.toLowerCase()}${delivery.lastStatusCode != null ? ` (${delivery.lastStatusCode})` : ''}`;
}

export function WebhooksPage({ session, objectId }: PageProps) {
  return objectId ? <EndpointView session={session} id={objectId} /> : <WebhooksOverview session={session} />;
}

/** One endpoint on its own page (#/webhooks/<id>), its deliveries open. */
function EndpointView({ session, id }: { session: Session; id: string }) {
  const endpoint = useQuery(session, OneEndpoint, { id });
  const eventTypes = useQuery(session, EventTypes, {}).data?.webhookEventTypes ?? [];
  const [secret, setSecret] = useState<ShownSecret | undefined>();
  const updateMetadata = useMutation(session, UpdateEndpointMetadata);
  return (
    <ObjectPage
      back={{ href: hrefOf('webhooks'), label: 'All webhook endpoints' }}
      what="webhook endpoint"
      error={endpoint.error}
      loading={endpoint.loading}
      object={endpoint.data?.webhookEndpoint}
    >
      {(node) => (
        <>
          <SecretNotice secret={secret} />
          {eventTypes.length > 0 && (
            <div className="panel">
              <EndpointCard
                session={session}
                endpoint={node}
                eventTypes={eventTypes}
                open={true}
                onChanged={() => void endpoint.refetch()}
                onSecret={(value, note) => setSecret({ id: node.id, secret: value, note })}
              />
            </div>
          )}
          <MetadataEditor
            what="webhook endpoint"
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

/** A signing secret just made (a new endpoint's, or a rotation's), shown once. */
type ShownSecret = { id: string; secret: string; note?: string };

function SecretNotice({ secret }: { secret: ShownSecret | undefined }) {
  if (!secret) return null;
  return (
    <div className="notice" role="status">
      <p>
        Signing secret of {secret.id}, shown once: <Secret value={secret.secret} label="webhook secret" />
      </p>
      {secret.note && <p>{secret.note}</p>}
    </div>
  );
}

function WebhooksOverview({ session }: { session: Session }) {
  const endpoints = useQuery(session, Endpoints, {});
  const register = useMutation(session, Register);
  const eventTypes = useQuery(session, EventTypes, {}).data?.webhookEventTypes ?? [];
  const [secret, setSecret] = useState<ShownSecret | undefined>();
  const [selected, setSelected] = useState<string | undefined>();

  return (
    <>
      <section aria-labelledby="register-heading">
        <h2 id="register-heading">Register an endpoint</h2>
        <form
          className="stack"
          onSubmit={async (event) => {
            event.preventDefault();
            const form = new FormData(event.currentTarget);
            const description = String(form.get('description'));
            const result = await register.mutate({
              input: { url: String(form.get('url')), events: checkedEvents(event.currentTarget), ...(description ? { description } : {}) },
            });
            if (!result) return;
            setSecret({ id: result.registerWebhook.webhookEndpoint.id, secret: result.registerWebhook.secret });
            setSelected(result.registerWebhook.webhookEndpoint.id);
            await endpoints.refetch();
          }}
        >
          <Field label="URL (HTTPS)">
            <input name="url" type="url" required />
          </Field>
          <EventPicker types={eventTypes} legend="Events to send (choose at least one)" />
          <Field label="Description (optional)">
            <input name="description" />
          </Field>
          <ErrorBox error={register.error} />
          <button type="submit" disabled={register.pending}>
            Register
          </button>
        </form>
        <SecretNotice secret={secret} />
      </section>

      <section aria-labelledby="endpoints-heading">
        <h2 id="endpoints-heading">Endpoints</h2>
        <ErrorBox error={endpoints.error} />
        {endpoints.loading && !endpoints.data ? (
          <Loading what="endpoints" />
        ) : endpoints.data?.webhookEndpoints.edges.length === 0 ? (
          <Empty>No endpoints yet: register your server's HTTPS URL above, and the events you choose are sent to it, signed.</Empty>
        ) : (
          <ul className="cards">
            {endpoints.data?.webhookEndpoints.edges.map(({ node }) => (
              <li key={node.id}>
                <EndpointCard
                  session={session}
                  endpoint={node}
                  eventTypes={eventTypes}
                  open={selected === node.id}
                  onToggle={() => setSelected(selected === node.id ? undefined : node.id)}
                  onChanged={() => void endpoints.refetch()}
                  onSecret={(value, note) => setSecret({ id: node.id, secret: value, note })}
                />
              </li>
            ))}
          </ul>
        )}
        <Pager query={endpoints} pageInfo={endpoints.data?.webhookEndpoints.pageInfo} label="Endpoints" />
      </section>
    </>
  );
}

interface EndpointProps {
  session: Session;
  endpoint: {
    id: string;
    url: string;
    description?: string | null;
    events: string[];
    status: string;
    previousSecretExpiresAt?: string | null;
    createdAt: string;
  };
  eventTypes: readonly string[];
  open: boolean;
  /** Shows or hides the deliveries; an endpoint on its own page shows them always. */
  onToggle?: () => void;
  onChanged: () => void;
  onSecret: (secret: string, note: string) => void;
}

function EndpointCard({ session, endpoint, eventTypes, open, onToggle, onChanged, onSecret }: EndpointProps) {
  const update = useMutation(session, Update);
  const rotate = useMutation(session, RotateSecret);
  const test = useMutation(session, SendTest);
  const enable = useMutation(session, Enable);
  const error = update.error ?? rotate.error ?? test.error ?? enable.error;
  const [logVersion, setLogVersion] = useState(0);
  return (
    <article aria-label={`Endpoint ${endpoint.url}`}>
      <p>
        <strong>
          <a href={hrefOf('webhooks', endpoint.id)}>{endpoint.url}</a>
        </strong>{' '}
        <StatusBadge status={endpoint.status} />
      </p>
      <p className="muted">
        <Secret value={endpoint.id} label={`endpoint id ${endpoint.id}`} /> · created <Time at={endpoint.createdAt} />
        {endpoint.previousSecretExpiresAt && (
          <>
            {' '}
            · previous secret valid until <Time at={endpoint.previousSecretExpiresAt} />
          </>
        )}
      </p>
      <form
        className="inline"
        onSubmit={async (event) => {
          event.preventDefault();
          if (await update.mutate({ input: { id: endpoint.id, events: checkedEvents(event.currentTarget) } })) onChanged();
        }}
      >
        <EventPicker types={eventTypes} checked={endpoint.events} legend={`Events sent to ${endpoint.url}`} />
        <button type="submit">Save events</button>
      </form>
      <div className="actions">
        <button
          type="button"
          onClick={async () => {
            if (await test.mutate({ id: endpoint.id, badSignature: false })) setLogVersion((v) => v + 1);
          }}
        >
          Send test.ping
        </button>
        <button
          type="button"
          onClick={async () => {
            if (await test.mutate({ id: endpoint.id, badSignature: true })) setLogVersion((v) => v + 1);
          }}
        >
          Send a mis-signed test
        </button>
        <button
          type="button"
          onClick={async () => {
            const result = await rotate.mutate({ id: endpoint.id });
            if (!result) return;
            const until = result.rotateWebhookSecret.webhookEndpoint.previousSecretExpiresAt;
            onSecret(result.rotateWebhookSecret.secret, until ? `The previous secret also signs until ${new Date(until).toLocaleString()}.` : '');
            onChanged();
          }}
        >
          Rotate the secret
        </button>
        {endpoint.status === 'DISABLED' && (
          <button
            type="button"
            onClick={async () => {
              if (await enable.mutate({ id: endpoint.id })) onChanged();
            }}
          >
            Re-enable
          </button>
        )}
        {onToggle && (
          <button type="button" aria-expanded={open} onClick={onToggle}>
            {open ? 'Hide deliveries' : 'Show deliveries'}
          </button>
        )}
      </div>
      <ErrorBox error={error} />
      {open && <DeliveryLog session={session} endpointId={endpoint.id} version={logVersion} />}
    </article>
  );
}

function DeliveryLog({ session, endpointId, version }: { session: Session; endpointId: string; version: number }) {
  const deliveries = useQuery(session, Deliveries, { id: endpointId });
  const { refetch } = deliveries;
  // A test just sent shows in the log at once (pending), then with its outcome on refresh.
  useEffect(() => {
    if (version > 0) void refetch();
  }, [version, refetch]);
  const redeliver = useMutation(session, Redeliver);
  const page = deliveries.data?.webhookEndpoint?.deliveries;
  return (
    <section aria-label="Delivery log">
      <div className="actions">
        <h3>Deliveries</h3>
        <button type="button" onClick={() => void deliveries.refetch()}>
          Refresh
        </button>
      </div>
      <ErrorBox error={deliveries.error ?? redeliver.error} />
      {deliveries.loading && !page ? (
        <Loading what="deliveries" />
      ) : page?.edges.length === 0 ? (
        <Empty>No deliveries yet: send a test.</Empty>
      ) : (
        <table>
          <caption className="sr-only">Deliveries of this endpoint</caption>
          <thead>
            <tr>
              <th scope="col">Event</th>
              <th scope="col">Kind</th>
              <th scope="col">Outcome</th>
              <th scope="col">Attempts</th>
              <th scope="col">Created</th>
              <th scope="col">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {page?.edges.map(({ node }) => (
              <tr key={node.id} data-testid="delivery">
                <td>
                  {node.eventType}
                  <br />
                  <code className="muted">{node.eventId}</code>
                </td>
                <td>{node.kind}</td>
                <td data-testid="delivery-outcome">{outcome(node)}</td>
                <td>
                  <ol className="attempts">
                    {node.attemptLog.map((a) => (
                      <li key={a.attempt}>
                        <Time at={a.startedAt} /> · {a.statusCode ?? a.error ?? 'no answer'} · {a.durationMs} ms
                        {a.responseExcerpt ? (
                          <>
                            {' '}
                            · <q>{a.responseExcerpt}</q>
                          </>
                        ) : null}
                        {a.note ? <span className="muted"> · {a.note}</span> : null}
                      </li>
                    ))}
                  </ol>
                  {node.nextAttemptAt && (
                    <span className="muted">
                      next attempt <Time at={node.nextAttemptAt} />
                    </span>
                  )}
                </td>
                <td>
                  <Time at={node.createdAt} />
                </td>
                <td>
                  <button
                    type="button"
                    aria-label={`Redeliver ${node.eventType} ${node.id}`}
                    onClick={async () => {
                      if (await redeliver.mutate({ deliveryId: node.id })) await deliveries.refetch();
                    }}
                  >
                    Redeliver
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pager query={deliveries} pageInfo={page?.pageInfo} label="Deliveries" />
    </section>
  );
}
