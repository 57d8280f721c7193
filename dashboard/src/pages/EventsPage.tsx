import { useRef, useState } from 'react';
import type { Session } from '../api';
import { Empty, ErrorBox, Field, Time } from '../components';
import { graphql } from '../generated';
import { useSubscription } from '../hooks';

const LiveEvents = graphql(`
  subscription DashboardEvents($types: [String!], $after: String, $last: Int) {
    events(types: $types, after: $after, last: $last) {
      id
      type
      createdAt
      data
      sequence
    }
  }
`);

type LiveEvent = { id: string; type: string; createdAt: string; data: unknown; sequence?: string | null };
const KEEP = 200;
/** The page opens with the log's newest events, as the history a live view starts from. */
const HISTORY = 20;

export function EventsPage({ session }: { session: Session }) {
  const [filter, setFilter] = useState('');
  const [paused, setPaused] = useState(false);
  const [events, setEvents] = useState<LiveEvent[]>([]);
  const [open, setOpen] = useState<string | undefined>();
  // Resuming after a pause starts from the last event shown: the log replays what was missed meanwhile.
  const lastSequence = useRef<string | null>(null);
  const [resumeAfter, setResumeAfter] = useState<string | null>(null);
  const types = filter
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
  const error = useSubscription(
    session,
    LiveEvents,
    { types: types.length > 0 ? types : null, after: resumeAfter, last: resumeAfter ? null : HISTORY },
    (data) => {
      const event = data.events as LiveEvent;
      if (event.sequence) lastSequence.current = event.sequence;
      // A reconnect may replay from the same point: an event already shown is not shown twice.
      setEvents((list) => (list.some((e) => e.id === event.id) ? list : [event, ...list].slice(0, KEEP)));
    },
    !paused,
  );
  return (
    <>
      <p>
        Events as they commit: your account's, its users', and platform-wide ones. The page opens with the latest {HISTORY} from the event log; the newest{' '}
        {KEEP} are kept here.
      </p>
      <div className="actions">
        <Field label="Only these types (comma-separated)">
          <input value={filter} onChange={(e) => setFilter(e.target.value)} placeholder="wallet.funded, transfer.completed" />
        </Field>
        <button
          type="button"
          aria-pressed={paused}
          onClick={() => {
            if (paused) setResumeAfter(lastSequence.current);
            setPaused(!paused);
          }}
        >
          {paused ? 'Resume' : 'Pause'}
        </button>
        <button type="button" onClick={() => setEvents([])}>
          Clear
        </button>
      </div>
      <p role="status" aria-live="polite" className="muted">
        {paused ? 'Paused: events are kept in the log and shown on resume.' : 'Live.'} {events.length} received.
      </p>
      <ErrorBox error={error} />
      {events.length === 0 ? (
        <Empty>No events yet. Move some money, or send a webhook test.</Empty>
      ) : (
        <ul className="events" aria-label="Events">
          {events.map((event) => (
            <li key={event.id} data-testid="event">
              <button type="button" className="link" aria-expanded={open === event.id} onClick={() => setOpen(open === event.id ? undefined : event.id)}>
                <strong>{event.type}</strong> <Time at={event.createdAt} /> <code className="muted">{event.id}</code>
              </button>
              {open === event.id && <pre>{JSON.stringify(event.data, null, 2)}</pre>}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
