import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';
import { useEffect, useRef } from 'react';
import type { Session } from '../api';
import { accountDate, SandboxClockQuery } from '../ClockAhead';
import { Empty, ErrorBox, Loading, plural, StatusBadge, Time } from '../components';
import { hrefOf } from '../routes';
import { graphql } from '../generated';
import { useLiveUpdates, useQuery } from '../hooks';
import { Attention } from './Attention';

Chart.register(BarController, BarElement, CategoryScale, Legend, LinearScale, Tooltip);

const Home = graphql(`
  query DashboardHome {
    wallet {
      balances {
        currency
        balance {
          amount
        }
        availableBalance {
          amount
        }
      }
    }
    paymentVolume(days: 30) {
      date
      count
      gross {
        amount
        currency
      }
      fees {
        amount
      }
    }
    payments(first: 5) {
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

/** Amounts are decimal text with two decimals: sums and differences are taken in whole minor units, never in floats. */
const minorOf = (amount: string) => Math.round(Number(amount) * 100);
const amountOf = (minor: number) => (minor / 100).toFixed(2);

/** What holds reserve: the balance less what is available. */
const heldOf = (balance: string, available: string) => amountOf(minorOf(balance) - minorOf(available));

/** What changes Home's figures: a payment or a refund, a balance. */
const LIVE_TYPES = ['payment.completed', 'payment.refunded', 'wallet.funded', 'wallet.debited'] as const;

type Volume = { date: string; count: number; gross: { amount: string; currency: string }; fees: { amount: string } }[];

/** A bar chart of the daily gross (chart.js on a canvas, with the figures in a table for screen readers and as its fallback). */
function VolumeChart({ volume, currency }: { volume: Volume; currency: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const days = volume.filter((d) => d.gross.currency === currency);
  useEffect(() => {
    if (!canvas.current) return;
    const chart = new Chart(canvas.current, {
      type: 'bar',
      data: {
        labels: days.map((d) => d.date.slice(5)),
        datasets: [
          { label: `Gross (${currency})`, data: days.map((d) => Number(d.gross.amount)), backgroundColor: '#1d4ed8' },
          { label: `Fees (${currency})`, data: days.map((d) => Number(d.fees.amount)), backgroundColor: '#b45309' },
        ],
      },
      options: {
        animation: false,
        responsive: true,
        maintainAspectRatio: false,
        plugins: { legend: { display: true, position: 'bottom' } },
        scales: { y: { beginAtZero: true } },
      },
    });
    return () => chart.destroy();
  }, [days, currency]);
  const sum = (of: (d: Volume[number]) => string) => amountOf(days.reduce((total, d) => total + minorOf(of(d)), 0));
  return (
    <figure className="chart">
      <figcaption>
        Last 30 days, {currency}:{' '}
        {plural(
          days.reduce((n, d) => n + d.count, 0),
          'payment',
        )}
        , {sum((d) => d.gross.amount)} gross, {sum((d) => d.fees.amount)} fees
      </figcaption>
      <div className="chart-box">
        <canvas ref={canvas} role="img" aria-label={`Daily gross in ${currency} over the last 30 days`}>
          {days.map((d) => `${d.date}: ${d.gross.amount} gross, ${d.fees.amount} fees`).join('; ')}
        </canvas>
      </div>
    </figure>
  );
}

export function HomePage({ session }: { session: Session }) {
  const home = useQuery(session, Home, {});
  const clock = useQuery(session, SandboxClockQuery, {});
  const live = useLiveUpdates(session, LIVE_TYPES, () => void home.refetch());
  const data = home.data;
  if (home.error ?? live) return <ErrorBox error={home.error ?? live} />;
  if (!data) return <Loading what="your business" />;
  // Today is the account's day: the last day of the volume, which the server counts on the account's clock.
  const todayDate = data.paymentVolume.at(-1)?.date;
  const today = data.paymentVolume.filter((d) => d.date === todayDate && d.count > 0);
  const lastDays = data.paymentVolume.reduce((n, d) => n + d.count, 0);
  const ahead = (clock.data?.sandboxClock.offsetSeconds ?? 0) >= 60;
  const currencies = [...new Set(data.paymentVolume.map((d) => d.gross.currency))];
  return (
    <>
      <section aria-labelledby="balances-heading">
        <h2 id="balances-heading">Balances</h2>
        <ul className="cards" aria-label="Balances">
          {data.wallet.balances.map((b) => (
            <li key={b.currency}>
              <strong>
                {b.balance.amount} {b.currency}
              </strong>
              <br />
              {b.availableBalance.amount} available · {heldOf(b.balance.amount, b.availableBalance.amount)} held
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="today-heading">
        <h2 id="today-heading">Today{clock.data ? `, ${accountDate(clock.data.sandboxClock.now)}` : ''}</h2>
        {ahead && <p className="muted">Your account's day on its sandbox clock, which is ahead of real time.</p>}
        {today.length === 0 ? (
          <Empty>
            {lastDays > 0
              ? `No payments today. ${plural(lastDays, 'payment')} in the last 30 days.`
              : 'No payments yet: share a payment link or send an invoice, and what they take shows here.'}
          </Empty>
        ) : (
          <ul aria-label="Today's takings">
            {today.map((d) => (
              <li key={d.gross.currency}>
                {plural(d.count, 'payment')} · {d.gross.amount} {d.gross.currency} gross · {d.fees.amount} fees
              </li>
            ))}
          </ul>
        )}
        {currencies.map((currency) => (
          <VolumeChart key={currency} volume={data.paymentVolume} currency={currency} />
        ))}
      </section>
      <Attention session={session} />
      <section aria-labelledby="latest-heading">
        <h2 id="latest-heading">Latest payments</h2>
        {data.payments.edges.length === 0 ? (
          <Empty>No payments yet.</Empty>
        ) : (
          <ul aria-label="Latest payments">
            {data.payments.edges.map(({ node }) => (
              <li key={node.id}>
                <a href={hrefOf('payments', node.id)}>{node.description}</a> · {node.amount.amount} {node.amount.currency} ·{' '}
                <StatusBadge status={node.status} /> · <Time at={node.completedAt} />
              </li>
            ))}
          </ul>
        )}
        <p>
          <a href="#/payments">All payments</a>
        </p>
      </section>
    </>
  );
}
