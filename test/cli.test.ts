import { randomUUID } from 'node:crypto';
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Webhook } from '@payments-platform/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRIGGERS } from '../clients/cli/src/triggers.js';
import { useHarness } from './support/harness.js';
import { LoopbackReceiver } from './support/receiver.js';

// The command-line tool (clients/cli) as a developer runs it: sign in, listen with forwarding, trigger.
const ctx = useHarness();
const receiver = new LoopbackReceiver();
const folder = mkdtempSync(path.join(tmpdir(), 'pp-cli-'));
const env = { ...process.env, PAYMENTS_CLI_CONFIG: path.join(folder, 'cli.json') };
const CLI = 'clients/cli/dist/cli.js';
beforeAll(() => receiver.start());
afterAll(async () => {
  await receiver.stop();
  rmSync(folder, { recursive: true, force: true });
});

const payments = (...args: string[]) => promisify(execFile)(process.execPath, [CLI, ...args], { env });

/** `payments listen`, until the test stops it, forwarding to the receiver's `at` path; resolves the secret it printed. */
async function listenWith(
  options: { env: NodeJS.ProcessEnv; at: string },
  ...args: string[]
): Promise<{ child: ChildProcess; secret: string; output: () => string }> {
  const child = spawn(process.execPath, [CLI, 'listen', '--forward-to', receiver.url(options.at), ...args], { env: options.env });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + 20_000;
  while (!/signing secret is (whsec_\S+)/.test(output)) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`listen did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { child, secret: /signing secret is (whsec_\S+)/.exec(output)![1]!, output: () => output };
}
const listen = (...args: string[]) => listenWith({ env, at: '/hooks' }, ...args);

async function deliveries(count: number, at = '/hooks') {
  const deadline = Date.now() + 20_000;
  while (receiver.at(at).length < count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  return receiver.at(at);
}

const stop = async (child: ChildProcess) => {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
};

describe('the payments CLI', () => {
  it('signs in, forwards the events it triggers signed with its local secret, and resumes after a restart without a gap or a repeat', async () => {
    const signedIn = await payments(
      'login',
      '--base-url',
      `${ctx.h.baseUrl}/ms/v1`,
      '--key',
      ctx.h.subscriptionKey,
      '--email',
      ctx.h.merchant.email,
      '--password',
      ctx.h.merchant.password,
    );
    expect(signedIn.stdout).toContain('Signed in');
    expect(statSync(env.PAYMENTS_CLI_CONFIG).mode & 0o777).toBe(0o600);

    // History before the first listen is not replayed; what happens while listening is forwarded.
    await payments('trigger', 'wallet.funded');
    const first = await listen('--events', 'wallet.funded,invoice.created');
    await payments('trigger', 'wallet.funded');
    await payments('trigger', 'invoice.created');
    const forwarded = await deliveries(2);
    expect(forwarded.map((d) => d.headers['x-service-event'])).toEqual(['wallet.funded', 'invoice.created']);
    for (const delivery of forwarded)
      expect(Webhook.constructEvent(delivery.body, delivery.headers, first.secret).type).toBe(delivery.headers['x-service-event']);
    expect(() => Webhook.constructEvent(forwarded[0]!.body, forwarded[0]!.headers, 'whsec_other')).toThrow();
    await stop(first.child);

    // Triggered while nobody listens: the next listen forwards every event after the last one forwarded, each once.
    const resumeAfter = (JSON.parse(readFileSync(env.PAYMENTS_CLI_CONFIG, 'utf8')) as { after: number }).after;
    await payments('trigger', 'payment.completed');
    await payments('trigger', 'wallet.funded');
    const missed = (await ctx.h.rest('GET', `/events?after=${resumeAfter}&limit=100`, { token: ctx.h.merchant.accessToken })).body.data.items as {
      id: string;
      type: string;
    }[];
    expect(missed.map((e) => e.type)).toEqual(expect.arrayContaining(['payment.completed', 'wallet.funded']));
    const second = await listen();
    expect(second.secret).toBe(first.secret);
    await deliveries(2 + missed.length);
    await new Promise((resolve) => setTimeout(resolve, 500));
    await stop(second.child);
    const resumed = receiver
      .at('/hooks')
      .slice(2)
      .map((d) => JSON.parse(d.body).id as string);
    expect(resumed).toEqual(missed.map((e) => e.id));
  });

  it('signs in with a secret key instead of a password, and triggers a card payment and a funding with it', async () => {
    const developer = await ctx.h.createDeveloper();
    const created = await ctx.h.rest('POST', '/developers/me/secret-keys', {
      token: developer.merchant.accessToken,
      key: developer.subscriptionKey,
      body: { name: 'CLI' },
    });
    const keyEnv = { ...env, PAYMENTS_CLI_CONFIG: path.join(folder, 'secret-key.json') };
    const run = (...args: string[]) => promisify(execFile)(process.execPath, [CLI, ...args], { env: keyEnv });
    const signedIn = await run('login', '--base-url', `${ctx.h.baseUrl}/ms/v1`, '--key', developer.subscriptionKey, '--secret-key', created.body.data.secret);
    expect(signedIn.stdout).toContain('with a secret key of Test Merchant');
    expect(statSync(keyEnv.PAYMENTS_CLI_CONFIG).mode & 0o777).toBe(0o600);
    for (const type of ['payment.completed', 'wallet.funded']) expect((await run('trigger', type)).stdout).toContain(`Triggered ${type}`);
    const events = await ctx.h.rest('GET', '/events?limit=100', { token: developer.merchant.accessToken, key: developer.subscriptionKey });
    expect(events.body.data.items.map((e: { type: string }) => e.type)).toEqual(expect.arrayContaining(['payment.completed', 'wallet.funded']));
    // biome-ignore lint/plugin: the failed command is the outcome under test; the assertion below reads it.
    const refused = await run('login', '--base-url', `${ctx.h.baseUrl}/ms/v1`, '--key', developer.subscriptionKey, '--secret-key', 'sk_test_not_a_key').catch(
      (error: { stderr: string }) => error,
    );
    expect(refused).toMatchObject({ stderr: expect.stringContaining('secret key') });
  });

  /** A new account signed in to the CLI with a secret key, or as its merchant (`asMerchant`: what a secret key may not do, such as read the SMS outbox). */
  async function signedInAccount(name: string, { withMobileMoney = false, sandboxPlan = true, asMerchant = false } = {}) {
    // The sandbox plan's limits (60 a minute) as a new account has them, or the harness's roomy ones.
    const developer = await ctx.h.createDeveloper(sandboxPlan ? { perMinute: 60, perDay: 10_000 } : undefined);
    const created = await ctx.h.rest('POST', '/developers/me/secret-keys', {
      token: developer.merchant.accessToken,
      key: developer.subscriptionKey,
      body: { name: 'CLI triggers' },
    });
    const keyEnv = { ...env, PAYMENTS_CLI_CONFIG: path.join(folder, `${name}.json`) };
    const run = (...args: string[]) => promisify(execFile)(process.execPath, [CLI, ...args], { env: keyEnv });
    // A sandbox credit profile the underwriter lends to (a new account's own score is below every product's minimum).
    const email = developer.merchant.email.replace('@', '+score-good@');
    await ctx.h.db.updateTable('users').set({ email }).where('id', '=', developer.merchant.id).execute();
    const mobileMoney: string[] = [];
    if (withMobileMoney) {
      // The collection product's key and an API user, as sandbox-credentials.json gives the demo account's.
      const key = developer.productKeys.collection;
      const apiUserId = randomUUID();
      await ctx.h.rest('POST', '/v1_0/apiuser', { key, body: { providerCallbackHost: 'localhost' }, headers: { 'X-Reference-Id': apiUserId } });
      const apiKey = (await ctx.h.rest('POST', `/v1_0/apiuser/${apiUserId}/apikey`, { key })).body.data.apiKey;
      mobileMoney.push('--collection-key', key, '--api-user', `${apiUserId}:${apiKey}`);
    }
    const credential = asMerchant ? ['--email', email, '--password', developer.merchant.password] : ['--secret-key', created.body.data.secret];
    await run('login', '--base-url', `${ctx.h.baseUrl}/ms/v1`, '--key', developer.subscriptionKey, ...credential, ...mobileMoney);
    return { developer, run, env: keyEnv };
  }

  it('triggers every event type it names, one domain after another', async () => {
    // Every trigger in one go is more than one minute of the sandbox plan: the ten-run tests below hold each to it.
    // As the merchant: referral.completed reads a phone code from the SMS outbox, which no secret key may read.
    const { developer, run } = await signedInAccount('every-trigger', { withMobileMoney: true, sandboxPlan: false, asMerchant: true });
    const byTrigger = new Map<unknown, string[]>();
    for (const [type, make] of Object.entries(TRIGGERS)) byTrigger.set(make, [...(byTrigger.get(make) ?? []), type]);
    // biome-ignore lint/plugin: the refusal is the outcome under test; the assertion below reads it.
    const withoutConsent = await run('trigger', 'payment_request.expired').catch((error: { stderr: string }) => error);
    expect(withoutConsent).toMatchObject({ stderr: expect.stringContaining('--move-clock') });
    for (const [, types] of byTrigger) {
      const { stdout, stderr } = await run('trigger', types[0]!, '--move-clock');
      expect(stdout).toContain(`Triggered ${types[0]}`);
      expect(stderr).not.toContain('rate limited');
    }
    // What settles later (a payroll's payouts, a remittance) settles as the sandbox's clock moves.
    const wanted = Object.keys(TRIGGERS);
    let seen: string[] = [];
    for (let round = 0; round < 40 && !wanted.every((type) => seen.includes(type)); round++) {
      ctx.h.clock.advance(15_000);
      await ctx.h.services.jobs.runDue();
      // Read from the table, so the test's own polling does not spend the account's rate limit.
      // The account's events, as listen reads them: its merchant's, its app users', its own.
      const events = await ctx.h.db
        .selectFrom('events')
        .select('type')
        .distinct()
        .where((eb) =>
          eb.or([
            eb('owner_id', '=', developer.accountId),
            eb('owner_id', 'in', eb.selectFrom('users').select('id').where('developer_account_id', '=', developer.accountId)),
          ]),
        )
        .execute();
      seen = events.map((event) => event.type);
    }
    expect(
      wanted.filter((type) => !seen.includes(type)),
      seen.join(' '),
    ).toEqual([]);
    // biome-ignore lint/plugin: the failed command is the outcome under test; the assertion below reads it.
    const refused = await run('trigger', 'rate.updated').catch((error: { stderr: string }) => error);
    expect(refused).toMatchObject({ stderr: expect.stringContaining('an administrator sets exchange rates') });
  }, 120_000);

  it('says referral.completed needs the merchant signed in when it holds a secret key, which cannot read the SMS outbox', async () => {
    const { run } = await signedInAccount('referral-with-key', { sandboxPlan: false });
    // biome-ignore lint/plugin: the refusal is the outcome under test; the assertion below reads it.
    const refused = await run('trigger', 'referral.completed', '--move-clock').catch((error: { stderr: string }) => error);
    expect(refused).toMatchObject({ stderr: expect.stringContaining('which a secret key cannot read: sign in as the merchant') });
  });

  // The ones a repeat could refuse: a card-testing guard, one dispute a transaction, one open loan, the wallet's funds, the plan's rate.
  it.each(['payment.failed', 'dispute.opened', 'loan.disbursed', 'payroll.batch_settled'])(
    'triggers %s ten times in a row with no throttle on the sandbox plan',
    async (type) => {
      const { run } = await signedInAccount(`ten-${type}`);
      for (let n = 0; n < 10; n++) {
        const { stdout, stderr } = await run('trigger', type);
        expect(stdout, `run ${n + 1}`).toContain(`Triggered ${type}`);
        expect(stderr, `run ${n + 1}`).not.toContain('rate limited');
      }
    },
    120_000,
  );

  it("listens for half a minute over the event stream: every event forwarded once, in order, and the account's rate-limit counters untouched", async () => {
    const { developer, env: accountEnv } = await signedInAccount('stream');
    const streaming = await listenWith({ env: accountEnv, at: '/stream' }, '--events', 'wallet.funded');
    // The first event shows the subscription is live; from then on, only the stream carries events.
    await ctx.h.fund(developer.merchant, 'GHS', '1.00');
    expect(await deliveries(1, '/stream')).toHaveLength(1);
    const before = await ctx.h.services.rateLimiter.usage(developer.accountId);
    let funded = 1;
    // A polling listen would move the counters every second; half a minute of it shows they stay put.
    for (const started = Date.now(); Date.now() - started < 30_000; ) {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      await ctx.h.fund(developer.merchant, 'GHS', '1.00');
      funded += 1;
    }
    const forwarded = await deliveries(funded, '/stream');
    await new Promise((resolve) => setTimeout(resolve, 500));
    await stop(streaming.child);
    const after = await ctx.h.services.rateLimiter.usage(developer.accountId);
    expect(after).toEqual(before);
    const events = receiver.at('/stream').map((delivery) => JSON.parse(delivery.body) as { id: string; type: string });
    expect(forwarded.length).toBeGreaterThanOrEqual(13);
    expect(events).toHaveLength(funded);
    expect(new Set(events.map((event) => event.id)).size).toBe(funded);
    expect(new Set(events.map((event) => event.type))).toEqual(new Set(['wallet.funded']));
    const logged = (await ctx.h.rest('GET', '/events?limit=100', { token: developer.merchant.accessToken, key: developer.subscriptionKey })).body.data
      .items as { id: string; type: string }[];
    expect(events.map((event) => event.id)).toEqual(
      logged
        .filter((event) => event.type === 'wallet.funded')
        .map((event) => event.id)
        .slice(-funded),
    );
    // Word-bounded: the receiver's port (localhost:42991) once matched a bare 429.
    expect(streaming.output()).not.toMatch(/rate limited|\b429\b/);
  }, 90_000);

  it('is on the path after npm ci (npx payments), with its usage', async () => {
    const help = await promisify(execFile)(path.resolve('node_modules/.bin/payments'), ['--help'], { env });
    expect(help.stdout).toContain('payments trigger <event type>');
    expect(help.stdout).toContain('payment.completed');
  });

  it('names the event types it can trigger, and refuses without a sign-in', async () => {
    // biome-ignore lint/plugin: the failed command is the outcome under test; the assertion below reads it.
    const unknown = await payments('trigger', 'not.a.type').catch((error: { stderr: string; code: number }) => error);
    expect(unknown).toMatchObject({ code: 1, stderr: expect.stringContaining('wallet.funded') });
    // biome-ignore lint/plugin: the failed command is the outcome under test; the assertion below reads it.
    const signedOut = await promisify(execFile)(process.execPath, [CLI, 'trigger', 'wallet.funded'], {
      env: { ...env, PAYMENTS_CLI_CONFIG: path.join(folder, 'none.json') },
    }).catch((error: { stderr: string }) => error);
    expect(signedOut).toMatchObject({ stderr: expect.stringContaining('payments login') });
  });
});
