/**
 * The ledger call alone: PostgreSQL's CPU for one ledger_post_entries call of P2P transfers, by
 * the number of entries it groups, on one connection with nothing else running. The backend's CPU
 * time (from /proc) varies far less than a throughput does on two shared cores, so it shows what a
 * change to the call costs or saves; the fit below splits it into what every call pays and what
 * each entry adds. At 16 clients through the API a call groups about 7 entries.
 *
 *   npm run bench:ledger-call        (BENCH_GROUPS=1,7,20,64 BENCH_SECONDS=4 by default)
 *
 * It also prints an empty call (every statement on empty sets, nothing committed) and a SELECT 1 on
 * the same connection: the floor of the call's statements and of the round trip, apart from the fit.
 * BENCH_PG_STATEMENTS=all prints, for each group size, the time a call spent in each statement the
 * function and its triggers ran (pg_stat_statements.track = all; the extension's own cost inflates
 * the CPU figures of that run, so read the fit from a run without it).
 *
 * Each entry is what a REST transfer writes: two postings, the two wallet events, the sender's
 * daily and monthly limits (the debit guard KycService.guardDebit builds, with limits no entry
 * reaches), among 32 funded wallets.
 */
import { sql } from 'kysely';
import { createDatabase } from '../src/db/database.js';
import { currencyOf, loadCurrencies } from '../src/platform/money.js';
import { newId } from '../src/platform/ids.js';
import { prepareEvent } from '../src/platform/events/outbox.js';
import { type EntryToWrite, ledgerCallArgument } from '../src/modules/ledger/entry-writer.js';
import { walletEventData } from '../src/modules/ledger/wallet-events.js';
import { processSeconds } from './cpu-time.js';
import { enableStatementProfile, withStatementProfile } from './statement-profile.js';
import { startBenchServer } from './support.js';
import { createUsers } from './transfer-load.js';

const GROUPS = (process.env['BENCH_GROUPS'] ?? '1,7,20,64').split(',').map(Number);
const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 4);
const clock = { now: () => new Date() };

interface Wallet {
  account: string;
  wallet: string;
  user: string;
}

/** A transfer of GHS 0.01 from one wallet to another, as WalletsService.moveMoney asks the ledger for it. */
function transferEntry(from: Wallet, to: Wallet): EntryToWrite {
  const id = newId('je');
  const amount = currencyOf('GHS').of(1n);
  const today = clock.now().toISOString().slice(0, 10);
  return {
    id,
    kind: 'P2P_TRANSFER',
    description: 'Wallet transfer',
    metadata: { fromWalletId: from.wallet, toWalletId: to.wallet, note: null },
    createdAt: clock.now(),
    postings: [
      { accountId: from.account, currency: 'GHS', amount: -1n },
      { accountId: to.account, currency: 'GHS', amount: 1n },
    ],
    events: [
      prepareEvent(clock, { type: 'wallet.debited', ownerId: from.user, data: walletEventData(from.wallet, amount, id, 'p2p_transfer') }),
      prepareEvent(clock, { type: 'wallet.funded', ownerId: to.user, data: walletEventData(to.wallet, amount, id, 'p2p_transfer') }),
    ],
    guards: [
      {
        debitLimit: {
          wallet_id: from.wallet,
          day: today,
          month: `${today.slice(0, 8)}01`,
          amount: '1',
          day_limit: '100000000000',
          month_limit: '100000000000',
        },
        errors: {},
      },
    ],
  };
}

/** Least squares of CPU per call over entries per call: what every call pays, and what each entry adds. */
function splitCost(points: { entries: number; cpuMs: number }[]): { perCall: number; perEntry: number } {
  const n = points.length;
  const mx = points.reduce((s, p) => s + p.entries, 0) / n;
  const my = points.reduce((s, p) => s + p.cpuMs, 0) / n;
  const sxy = points.reduce((s, p) => s + (p.entries - mx) * (p.cpuMs - my), 0);
  const sxx = points.reduce((s, p) => s + (p.entries - mx) ** 2, 0);
  const perEntry = sxx === 0 ? 0 : sxy / sxx;
  return { perCall: my - perEntry * mx, perEntry };
}

enableStatementProfile();
const server = await startBenchServer();
try {
  const users = await createUsers(server, 32);
  // One connection, prepared statements as the server's pool has them: the same statement text the writer sends.
  const db = createDatabase(
    `postgres://postgres:${server.postgres.password}@127.0.0.1:${server.postgres.port}/payments?host=${encodeURIComponent(server.postgres.host)}`,
    1,
  );
  try {
    await loadCurrencies(db);
    const { rows: wallets } = await sql<Wallet>`
      SELECT a.id AS account, w.id AS wallet, w.user_id AS user FROM ledger_accounts a JOIN wallets w ON w.id = a.wallet_id JOIN users u ON u.id = w.user_id
      WHERE u.email IN (${sql.join(users.map((u) => u.email))}) AND a.currency = 'GHS' ORDER BY u.email`.execute(db);
    const { rows: backend } = await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(db);
    let next = 0;
    const group = (size: number) =>
      Array.from({ length: size }, () => {
        const i = next++;
        return transferEntry(wallets[i % wallets.length]!, wallets[(i + 1 + (i % 7)) % wallets.length]!);
      });
    const call = async (entries: EntryToWrite[]) => {
      const { rows } = await sql<{ refused: string | null }>`SELECT * FROM ledger_post_entries(${ledgerCallArgument(entries)}::jsonb)`.execute(db);
      if (rows.some((r) => r.refused !== null)) throw new Error(`an entry was refused: ${JSON.stringify(rows)}`);
    };
    // The connection's plans and caches first, as a pooled connection has them.
    for (let i = 0; i < 50; i++) await call(group(7));
    console.log(`ledger-call: one connection, ${SECONDS} s per group size, P2P transfers among ${wallets.length} wallets, backend CPU from /proc`);
    const measure = async (once: () => Promise<unknown>) => {
      let calls = 0;
      const cpuBefore = processSeconds(backend[0]!.pid);
      const started = performance.now();
      while (performance.now() - started < SECONDS * 1000) {
        await once();
        calls++;
      }
      return { calls, wallMs: (performance.now() - started) / calls, cpuMs: ((processSeconds(backend[0]!.pid) - cpuBefore) * 1000) / calls };
    };
    const roundTrip = await measure(() => sql`SELECT 1`.execute(db));
    const empty = await measure(() => call([]));
    console.log(
      `    an empty call: ${empty.cpuMs.toFixed(3)} ms of PostgreSQL CPU (wall ${empty.wallMs.toFixed(3)} ms); SELECT 1 on the same connection: ${roundTrip.cpuMs.toFixed(3)} ms`,
    );
    const points: { entries: number; cpuMs: number }[] = [];
    for (const size of GROUPS) {
      const { calls, wallMs, cpuMs } = await withStatementProfile(
        server,
        () => measure(() => call(group(size))),
        (r) => ({ label: `calls of ${size} entries`, operations: r.calls }),
      );
      points.push({ entries: size, cpuMs });
      console.log(
        `  ${String(size).padStart(3)} entries a call: ${cpuMs.toFixed(3)} ms of PostgreSQL CPU a call, ${(cpuMs / size).toFixed(3)} ms an entry (wall ${wallMs.toFixed(3)} ms a call, ${calls} calls)`,
      );
    }
    const { perCall, perEntry } = splitCost(points);
    console.log(
      `  fit: ${perCall.toFixed(3)} ms every call + ${perEntry.toFixed(3)} ms each entry; at 7 entries a call ${(perCall / 7 + perEntry).toFixed(3)} ms a transfer`,
    );
  } finally {
    await db.destroy();
  }
} finally {
  await server.stop();
}
