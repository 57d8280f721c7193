import type { Session } from './api';
import { graphql } from './generated';
import { useQuery } from './hooks';
import { hrefOf } from './routes';
import { durationInWords } from './duration';

/** The account's sandbox clock: the banner and the clock page read one cached answer, so an advance shows on both. */
export const SandboxClockQuery = graphql(`
  query DashboardClock {
    sandboxClock {
      accountId
      now
      offsetSeconds
    }
  }
`);

/** The account's day, as Home counts it: the sandbox clock's date (UTC). */
export const accountDate = (now: string) =>
  new Date(now).toLocaleDateString(undefined, { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });

/**
 * On every page while the account's clock is ahead of real time: by how much and what time it is
 * for the account, with the way to the clock page. Everything the account does (payments, expiries,
 * schedules) happens on that time.
 */
export function ClockAhead({ session }: { session: Session }) {
  const clock = useQuery(session, SandboxClockQuery, {});
  const offset = clock.data?.sandboxClock.offsetSeconds ?? 0;
  if (offset < 60 || !clock.data) return null;
  return (
    <aside className="clock-banner" aria-label="Sandbox clock">
      Your sandbox clock is <strong>{durationInWords(offset)} ahead</strong> of real time: for this account it is{' '}
      <time dateTime={clock.data.sandboxClock.now}>
        {new Date(clock.data.sandboxClock.now).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}
      </time>
      . <a href={hrefOf('clock')}>Sandbox clock</a>
    </aside>
  );
}
