import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useHarness } from '../test/support/harness.js';
import { inParallel, report, scaled } from './scale.js';

// Many keys, each sent several times at once, as a client retrying over a bad network would.
const ctx = useHarness();
const KEYS = scaled(1_000, 100);
const DUPLICATES = 5;

/** The raw text of an answer's `data`: a replay repeats the first answer's bytes (the envelope's correlation id and time are its own). */
const rawData = (text: string) => text.slice(text.indexOf('"data":'));

describe('idempotent retries', () => {
  it(`sends ${KEYS} Idempotency-Keys ${DUPLICATES} times each in parallel: one transfer per key, and every replay byte-identical`, async () => {
    const [sender, recipient] = [await ctx.h.createUser(), await ctx.h.createUser()];
    await ctx.h.db.updateTable('users').set({ kyc_tier: 2 }).where('id', '=', sender.id).execute();
    await ctx.h.fund(sender, 'GHS', '20000.00');
    const send = (key: string, amount: number) =>
      fetch(`${ctx.h.baseUrl}/ms/v1/wallets/me/transfer`, {
        method: 'POST',
        headers: {
          'Ocp-Apim-Subscription-Key': ctx.h.subscriptionKey,
          'X-Target-Environment': 'sandbox',
          'Content-Type': 'application/json',
          Authorization: `Bearer ${sender.accessToken}`,
          'Idempotency-Key': key,
        },
        body: JSON.stringify({ toEmail: recipient.email, amount, currency: 'GHS' }),
      }).then(async (r) => ({ status: r.status, text: await r.text() }));

    const keys = Array.from({ length: KEYS }, () => randomUUID());
    const statuses = new Map<number, number>();
    let mismatched = 0;
    await inParallel(keys, 16, async (key, i) => {
      const amount = 1 + (i % 9);
      const answers = await Promise.all(Array.from({ length: DUPLICATES }, () => send(key, amount)));
      // One more after all settled: the stored answer.
      answers.push(await send(key, amount));
      for (const a of answers) statuses.set(a.status, (statuses.get(a.status) ?? 0) + 1);
      const succeeded = answers.filter((a) => a.status === 200).map((a) => rawData(a.text));
      // A concurrent duplicate may be told the key is in use (409); every success is the same answer.
      if (new Set(succeeded).size !== 1 || answers.some((a) => a.status !== 200 && a.status !== 409)) mismatched++;
    });

    const effects = await ctx.h.db
      .selectFrom('journal_entries')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('kind', '=', 'P2P_TRANSFER')
      .executeTakeFirstOrThrow();
    expect(mismatched).toBe(0);
    expect(Number(effects.n)).toBe(KEYS);
    await ctx.h.expectReconciled();
    report('idempotency', {
      keys: KEYS,
      'requests per key': DUPLICATES + 1,
      'transfers posted': Number(effects.n),
      answers: [...statuses].map(([status, n]) => `${n}×${status}`).join(' '),
      'keys with differing answers': mismatched,
    });
  });
});
