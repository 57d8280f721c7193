import { useState } from 'react';
import type { Session } from '../api';
import { SandboxClockQuery } from '../ClockAhead';
import { durationInWords } from '../duration';
import { Empty, ErrorBox, Field, Loading, Time } from '../components';
import { graphql } from '../generated';
import { useMutation, useQuery } from '../hooks';

const Advance = graphql(`
  mutation DashboardAdvanceClock($input: AdvanceSandboxClockInput!) {
    advanceSandboxClock(input: $input) {
      sandboxClockAdvance {
        previousNow
        clock {
          accountId
          now
          offsetSeconds
        }
        fired {
          id
          type
          createdAt
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

const UNITS = { minutes: 60, hours: 3600, days: 86_400 } as const;

export function ClockPage({ session }: { session: Session }) {
  const clock = useQuery(session, SandboxClockQuery, {});
  const advance = useMutation(session, Advance);
  const [fired, setFired] = useState<{ id: string; type: string; createdAt: string }[] | undefined>();
  if (clock.loading && !clock.data) return <Loading what="the sandbox clock" />;
  return (
    <>
      <p>Your account's own clock: advancing it runs what falls due in between (scheduled payments, loan instalments, expiries) for your account only.</p>
      <ErrorBox error={clock.error} />
      {clock.data && (
        <p data-testid="clock-now">
          Now: <Time at={clock.data.sandboxClock.now} /> (
          {clock.data.sandboxClock.offsetSeconds < 60 ? 'real time' : `${durationInWords(clock.data.sandboxClock.offsetSeconds)} ahead of real time`})
        </p>
      )}
      <form
        className="inline"
        onSubmit={async (event) => {
          event.preventDefault();
          const form = new FormData(event.currentTarget);
          const seconds = Number(form.get('amount')) * UNITS[String(form.get('unit')) as keyof typeof UNITS];
          const result = await advance.mutate({ input: { seconds } });
          if (!result) return;
          setFired(result.advanceSandboxClock.sandboxClockAdvance.fired);
          await clock.refetch();
        }}
      >
        <Field label="Advance by">
          <input name="amount" type="number" min={1} defaultValue={1} required />
        </Field>
        <Field label="Unit">
          <select name="unit" defaultValue="days">
            <option value="minutes">minutes</option>
            <option value="hours">hours</option>
            <option value="days">days</option>
          </select>
        </Field>
        <button type="submit" disabled={advance.pending}>
          {advance.pending ? 'Advancing…' : 'Advance the clock'}
        </button>
      </form>
      <ErrorBox error={advance.error} />
      {fired && (
        <section aria-label="Events the advance fired">
          <h2>What the advance fired</h2>
          {fired.length === 0 ? (
            <Empty>Nothing fell due.</Empty>
          ) : (
            <ul>
              {fired.map((event) => (
                <li key={event.id}>
                  <strong>{event.type}</strong> at <Time at={event.createdAt} />
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </>
  );
}
