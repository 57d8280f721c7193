/**
 * The benches' transfer load: funded app users, and concurrent clients sending them peer-to-peer
 * transfers through REST or GraphQL for a while, with each call's latency.
 */
import { percentile, post, type BenchServer } from './support.js';

export interface BenchUser {
  id: string;
  email: string;
  token: string;
}

export interface PhaseResult {
  name: string;
  /** Transfers acknowledged. */
  completed: number;
  tps: number;
  p50: number;
  p99: number;
  failures: number;
  /** Why the failed transfers failed: the error's code (or the HTTP status), and how many. */
  refusals?: Map<string, number>;
}

/** `INSUFFICIENT_FUNDS ×120, KYC_LIMIT ×3`, or `none`. */
export function refusalsLine(refusals: Map<string, number> | undefined): string {
  if (!refusals || refusals.size === 0) return 'none';
  return [...refusals]
    .sort((a, b) => b[1] - a[1])
    .map(([code, n]) => `${code} ×${n}`)
    .join(', ');
}

/** `count` app users, each funded GHS 2,000.00 and signed in. */
export async function createUsers(server: BenchServer, count: number): Promise<BenchUser[]> {
  const users: BenchUser[] = [];
  const password = 'bench-password-123';
  // Sandbox money is minted with the merchant's token (the app key alone cannot).
  const merchant = await server.rest('/auth/login', {
    method: 'POST',
    body: { email: server.credentials.developer.email, password: server.credentials.developer.password },
  });
  const merchantToken: string = merchant.body.data.accessToken;
  for (let batch = 0; batch < count; batch += 8) {
    const created = await Promise.all(
      Array.from({ length: Math.min(8, count - batch) }, async (_, i) => {
        const n = String(batch + i).padStart(4, '0');
        const email = `bench${n}@example.com`;
        const registered = await server.rest('/auth/register', {
          method: 'POST',
          body: { firstName: 'Bench', lastName: n, email, phone: `+2332099${n}`, password, country: 'GH' },
        });
        if (registered.status !== 200) throw new Error(`register: ${JSON.stringify(registered.body)}`);
        const funded = await server.rest('/sandbox/wallets/fund', {
          method: 'POST',
          token: merchantToken,
          body: { walletId: registered.body.data.walletId, amount: 2_000, currency: 'GHS' },
        });
        if (funded.status !== 200) throw new Error(`fund: ${JSON.stringify(funded.body)}`);
        const login = await server.rest('/auth/login', { method: 'POST', body: { email, password } });
        return { id: registered.body.data.id as string, email, token: login.body.data.accessToken as string };
      }),
    );
    users.push(...created);
  }
  return users;
}

/**
 * `user` moved to the Enhanced KYC tier by the administrator: a wallet every transfer of a phase
 * pays into is a collection account, which is verified, and the Basic tier's maximum balance
 * (GHS 5,000) refused some 20,000 transfers of a fast run's hot phase once it was reached.
 */
export async function verifyAsCollectionAccount(server: BenchServer, user: BenchUser): Promise<void> {
  const admin = await server.rest('/auth/login', {
    method: 'POST',
    body: { email: server.credentials.admin.email, password: server.credentials.admin.password },
  });
  const moved = await server.rest('/admin/kyc/tier', {
    method: 'PUT',
    token: admin.body.data.accessToken,
    body: { userId: user.id, tier: 2, reason: "the bench's hot wallet, a collection account" },
  });
  if (moved.status !== 200) throw new Error(`KYC tier: ${JSON.stringify(moved.body)}`);
}

/** Senders and recipients spread over every user, never a user paying themselves: what a phase without a hot wallet picks. */
export function spreadOver(users: BenchUser[]): (i: number) => [BenchUser, BenchUser] {
  return (i) => {
    const from = users[(i * 7) % users.length]!;
    const to = users[(i * 7 + 1 + (i % (users.length - 1))) % users.length]!;
    return from === to ? [from, users[(users.indexOf(from) + 1) % users.length]!] : [from, to];
  };
}

/** `clients` workers sending transfers back to back for `seconds`; `pick` chooses sender and recipient. */
export async function phase(
  server: BenchServer,
  clients: number,
  seconds: number,
  name: string,
  transport: 'rest' | 'graphql' | 'mixed',
  pick: (i: number) => [BenchUser, BenchUser],
): Promise<PhaseResult> {
  const latencies: number[] = [];
  let failures = 0;
  const refusals = new Map<string, number>();
  let counter = 0;
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async (_, worker) => {
      while (performance.now() < deadline) {
        const i = counter++;
        const [from, to] = pick(i);
        // Small amounts keep every wallet inside the Basic KYC tier's limits for the whole run.
        const amount = ((i % 10) + 1) / 100;
        const viaGraphql = transport === 'graphql' || (transport === 'mixed' && worker % 2 === 1);
        const t0 = performance.now();
        const refused = viaGraphql ? await graphqlTransfer(server, from, to, amount) : await restTransfer(server, from, to, amount);
        latencies.push(performance.now() - t0);
        if (refused !== undefined) {
          failures++;
          refusals.set(refused, (refusals.get(refused) ?? 0) + 1);
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  return {
    name,
    completed: latencies.length - failures,
    tps: (latencies.length - failures) / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    failures,
    refusals,
  };
}

/** Why a call was refused: the error's code where the answer names one, else its HTTP status. */
function refusalOf(status: number, body: string): string {
  const code = /"code":"([A-Z_]+)"/.exec(body)?.[1];
  return code ?? `HTTP ${status}`;
}

/** A REST transfer: undefined when acknowledged, else why it was refused. */
async function restTransfer(server: BenchServer, from: BenchUser, to: BenchUser, amount: number): Promise<string | undefined> {
  const r = await post(
    server,
    '/ms/v1/wallets/me/transfer',
    { 'Ocp-Apim-Subscription-Key': server.subscriptionKey, 'X-Target-Environment': 'sandbox', Authorization: `Bearer ${from.token}` },
    JSON.stringify({ toEmail: to.email, amount, currency: 'GHS' }),
  );
  return r.status === 200 ? undefined : refusalOf(r.status, r.body);
}

/** A GraphQL transfer: undefined when acknowledged, else why it was refused. */
async function graphqlTransfer(server: BenchServer, from: BenchUser, to: BenchUser, amount: number): Promise<string | undefined> {
  const r = await post(
    server,
    '/graphql',
    { 'Ocp-Apim-Subscription-Key': server.subscriptionKey, Authorization: `Bearer ${from.token}` },
    JSON.stringify({
      query: 'mutation($i: WalletTransferInput!) { transferToWallet(input: $i) { walletTransfer { id } userErrors { field message code } } }',
      variables: { i: { toEmail: to.email, amount: amount.toFixed(2), currency: 'GHS' } },
    }),
  );
  return r.status === 200 && r.body.includes('"transferToWallet":{"walletTransfer":{"id"') ? undefined : refusalOf(r.status, r.body);
}

/** A set-up's mean figures over its phases. */
export interface PhaseMeans {
  tps: number;
  p99: number;
}

/**
 * Two set-ups measured in alternating phases (A then B in odd rounds, B then A in even ones), so a
 * drift of the machine over the run weighs on both alike; prints each phase as it ends and answers
 * each set-up's means.
 */
export async function alternatingPhases<Side extends string>(
  sides: readonly [Side, Side],
  rounds: number,
  measure: (side: Side, round: number) => Promise<PhaseResult>,
  unit = 'transfers',
): Promise<Record<Side, PhaseMeans>> {
  const results = new Map<Side, PhaseResult[]>(sides.map((side) => [side, []]));
  for (let round = 1; round <= rounds; round++) {
    for (const side of round % 2 === 1 ? sides : [sides[1], sides[0]]) {
      const result = await measure(side, round);
      results.get(side)!.push(result);
      console.log(
        `  ${result.name}: ${result.tps.toFixed(0)} ${unit}/s, p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, ${result.failures} failed`,
      );
    }
  }
  const mean = (list: PhaseResult[], of: (r: PhaseResult) => number) => list.reduce((sum, r) => sum + of(r), 0) / list.length;
  return Object.fromEntries(
    sides.map((side) => [side, { tps: mean(results.get(side)!, (r) => r.tps), p99: mean(results.get(side)!, (r) => r.p99) }]),
  ) as Record<Side, PhaseMeans>;
}

/** `label: what, transfers/s 0.950 (950 ÷ 1000), p99 1.100 (11.0 ms ÷ 10.0 ms)`: the first set-up's figures over the second's. */
export function ratioLine(label: string, what: string, over: PhaseMeans, under: PhaseMeans, unit = 'transfers'): string {
  return `${label}: ${what}, ${unit}/s ${(over.tps / under.tps).toFixed(3)} (${over.tps.toFixed(0)} ÷ ${under.tps.toFixed(0)}), p99 ${(over.p99 / under.p99).toFixed(3)} (${over.p99.toFixed(1)} ms ÷ ${under.p99.toFixed(1)} ms)`;
}
