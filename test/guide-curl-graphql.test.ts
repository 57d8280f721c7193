import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createPaymentsClient } from '@payments-platform/client';
import { beforeAll, describe, expect, it } from 'vitest';
import { beforeYouBegin, guideExamples, PLAIN_SAMPLES, plainSamplesOf, stepsOf } from '../scripts/guide-samples.js';
import { apiUserEnvironment } from './support/api-user.js';
import { useHarness } from './support/harness.js';

// The product guides' curl and GraphQL samples (docs/samples), run as written: curl by bash (with
// jq and openssl, as the samples use them), GraphQL by POST /graphql, each with the credential its
// guide names: a signed-in user's access token, or the merchant's secret key.
const ctx = useHarness();
const run = promisify(execFile);

describe("the product guides' curl and GraphQL samples", () => {
  let secretKey = '';
  beforeAll(async () => {
    // The recipient the samples pay, as on a server started with npm start.
    await ctx.h.createUser({ email: 'demo-merchant@sandbox.example' });
    const dashboard = createPaymentsClient({
      baseUrl: `${ctx.h.baseUrl}/ms/v1`,
      subscriptionKey: ctx.h.subscriptionKey,
      accessToken: ctx.h.merchant.accessToken,
    });
    secretKey = (await dashboard.secretKeys.create({ name: 'guides' })).secret;
    await ctx.h.fund(ctx.h.merchant, 'GHS', '100.00');
  });

  /**
   * The credential a guide's samples run with: a new, funded user signed in, or the merchant's
   * secret key (and for a mobile money guide, its API user besides).
   */
  async function credentialFor(as: 'user' | 'merchant' | 'merchant-session' | 'api-user'): Promise<{ bearer: string; email?: string; password?: string }> {
    const { merchant } = ctx.h;
    if (as === 'merchant-session') return { bearer: await ctx.h.signIn(merchant), email: merchant.email, password: merchant.password };
    if (as !== 'user') return { bearer: secretKey };
    const user = await ctx.h.createUser();
    await ctx.h.db.updateTable('users').set({ kyc_tier: 1 }).where('id', '=', user.id).execute();
    await ctx.h.fund(user, 'GHS', '100.00');
    return { bearer: user.accessToken, email: user.email, password: user.password };
  }

  /** The demo merchant's credentials file, as npm start writes it, with the merchant as its user too. */
  const merchantCredentials = () => ({
    developer: { ...ctx.h.merchant, subscriptionKey: ctx.h.subscriptionKey, secretKey, productKeys: ctx.h.productKeys },
    appUser: ctx.h.merchant,
  });

  /**
   * A page's shell, run as the reader runs it in the repository: nothing in the environment but where
   * npm start would have written `credentials` (DATA_DIR) and the server's address (PUBLIC_URL).
   */
  async function runWithCredentials(script: string, credentials: object): Promise<string> {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'pp-page-env-'));
    try {
      writeFileSync(path.join(dataDir, 'sandbox-credentials.json'), JSON.stringify(credentials));
      const { stdout } = await run('bash', ['-euo', 'pipefail', '-c', script], {
        env: { PATH: process.env['PATH'] ?? '', HOME: process.env['HOME'] ?? '', DATA_DIR: dataDir, PUBLIC_URL: ctx.h.baseUrl },
      });
      return stdout;
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }

  it('has a curl and a GraphQL sample for every guide', () => {
    const named = guideExamples()
      .map((example) => example.name)
      .sort();
    for (const fence of Object.keys(PLAIN_SAMPLES) as (keyof typeof PLAIN_SAMPLES)[]) expect([...plainSamplesOf(fence).keys()].sort(), fence).toEqual(named);
  });

  it.each(guideExamples())("$name: the curl sample runs as written after its page's 'before you begin', every answer a success", async ({ name, guide }) => {
    // The sandbox's credentials file, as npm start writes it: its user a new, funded one; its mobile money API user a new one.
    const user = await ctx.h.createUser();
    await ctx.h.db.updateTable('users').set({ kyc_tier: 1 }).where('id', '=', user.id).execute();
    await ctx.h.fund(user, 'GHS', '100.00');
    const mobileMoney = await apiUserEnvironment(ctx.h);
    const credentials = {
      developer: {
        email: ctx.h.merchant.email,
        password: ctx.h.merchant.password,
        subscriptionKey: ctx.h.subscriptionKey,
        secretKey,
        productKeys: { ...ctx.h.productKeys, collection: mobileMoney['PAYMENTS_COLLECTION_KEY'], disbursement: mobileMoney['PAYMENTS_DISBURSEMENT_KEY'] },
        apiUserId: mobileMoney['PAYMENTS_API_USER_ID'],
        apiKey: mobileMoney['PAYMENTS_API_KEY'],
      },
      appUser: { userId: user.id, email: user.email, password: user.password },
    };
    // Only what the page tells the reader to run, in the repository: its "before you begin" block (which sets every variable), then the sample.
    const script = `${setUpOf(readFileSync(path.join('docs', guide), 'utf8'))}\n${plainSamplesOf('sh').get(name)!}`;
    const stdout = await runWithCredentials(script, credentials);
    // What curl printed: the envelope of each call it shows, one after another.
    const statuses = [...stdout.matchAll(/"serverStatusCode":"(\d{3})"/g)].map((match) => Number(match[1]));
    expect(statuses.length, stdout).toBeGreaterThan(0);
    for (const status of statuses) expect(status, stdout).toBeLessThan(300);
    expect(stdout).not.toContain('"severity":"ERROR"');
  });

  it.each(guideExamples())('$name: the GraphQL sample runs as written, step by step, with no errors and no userErrors', async ({ name, as }) => {
    const { bearer, ...signIn } = await credentialFor(as);
    // What a sign-in form collects, for a sample that signs in: $email and $password.
    const answers: unknown[] = [signIn];
    // Each step's operations run in order, each with the values the earlier ones answered.
    for (const [step, query] of stepsOf(plainSamplesOf('graphql').get(name)!)) {
      for (const operation of query.matchAll(/^(?:query|mutation) (\w+).*$/gm)) {
        const [definition, operationName] = operation;
        // An operation introduced "As the user" runs with the access token an earlier login answered.
        const asTheUser = commentsBefore(query, operation.index).some((line) => line.startsWith('# As the user'));
        const credential = asTheUser ? valuesOf(answers, 'accessToken').at(-1) : bearer;
        const answer = await fetch(`${ctx.h.baseUrl}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${credential}`, 'ocp-apim-subscription-key': ctx.h.subscriptionKey },
          body: JSON.stringify({ query, operationName, variables: variablesFrom(definition, answers) }),
        });
        const body = (await answer.json()) as { errors?: unknown[]; data?: Record<string, { userErrors?: unknown[] } | null> };
        const where = `step ${step}, ${operationName}`;
        expect(body.errors, `${where}: ${JSON.stringify(body.errors)}`).toBeUndefined();
        for (const [field, payload] of Object.entries(body.data ?? {})) {
          expect(payload, `${where}: ${field}`).toBeTruthy();
          if (payload && 'userErrors' in payload) expect(payload.userErrors, `${where}: ${field}`).toEqual([]);
        }
        answers.push(body.data);
      }
    }
  });

  it.each(['README.md', 'docs/concepts/versioning.md'])('runs the calls of %s as written, after the one line that sets the variables', async (page) => {
    const calls = [...readFileSync(page, 'utf8').matchAll(/```sh\n([\s\S]*?)```/g)]
      .map((m) => m[1]!.replace(/^ {2}/gm, '').trim())
      .filter((block) => /^(eval|curl)/.test(block));
    expect(calls.length).toBeGreaterThan(0);
    const script = calls.some((block) => block.startsWith('eval')) ? calls.join('\n') : `eval "$(npm run --silent sandbox:env)"\n${calls.join('\n')}`;
    const stdout = await runWithCredentials(script, merchantCredentials());
    const statuses = [...stdout.matchAll(/"serverStatusCode":"(\d{3})"/g)].map((match) => Number(match[1]));
    expect(statuses.length, stdout).toBe(calls.filter((block) => block.includes('curl')).length);
    for (const status of statuses) expect(status, stdout).toBeLessThan(300);
  });

  it("runs the quick start's calls as written: a link made with the secret key, paid with the test card, and the payment listed", async () => {
    const text = readFileSync('docs/guide/quick-start.md', 'utf8');
    const calls = [...text.matchAll(/```sh\n(curl .*?)```/gs)].map((m) => m[1]!.trim());
    expect(calls).toHaveLength(2);
    // The one line that sets the variables, run as the page says, with the sandbox's credentials file.
    const setUp = /```sh\n(eval .*?)```/s.exec(text)![1]!;
    const call = async (command: string) => {
      const stdout = await runWithCredentials(
        `${setUp}
${command}`,
        merchantCredentials(),
      );
      return JSON.parse(stdout) as { data: Record<string, unknown> };
    };
    const link = (await call(calls[0]!)).data as { id: string; url: string };
    expect(link.url).toMatch(/\/pay\/\w+$/);
    // Step 3: the test card on the link's page.
    const paid = await fetch(`${ctx.h.baseUrl}/pay/${link.url.split('/').pop()}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ method: 'card', number: '4242424242424242', expMonth: '12', expYear: '2031', cvc: '123' }).toString(),
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    const payments = (await call(calls[1]!)).data as { items: { targetId: string; status: string; description: string; fee: number }[] };
    expect(payments.items.find((p) => p.targetId === link.id)).toMatchObject({ status: 'COMPLETE', description: 'Jollof for two', fee: 0.68 });
  });
});

/**
 * A later step's variables, as a reader fills them in from what the earlier steps answered:
 * `$savingsGoalId` is the `id` of the latest `savingsGoal`, `$setupIntentClientSecret` the
 * `clientSecret` of the latest `setupIntent`.
 */
function variablesFrom(definition: string, answers: unknown[]): Record<string, string> {
  const objects = answers.flatMap((answer) => objectsIn(answer));
  const variables: Record<string, string> = {};
  for (const [, name] of definition.matchAll(/\$(\w+)\s*:/g)) {
    const answeredFor = ([key, object]: [string, Record<string, unknown>]) => {
      const field = name!.slice(key.length);
      const value = name!.startsWith(key) && field ? object[field[0]!.toLowerCase() + field.slice(1)] : undefined;
      return typeof value === 'string' ? value : undefined;
    };
    // `$code`: the six digits of the latest SMS an earlier step read, as the user would type them.
    const found =
      name === 'code'
        ? /\b\d{6}\b/.exec(valuesOf(answers, 'body').at(-1) ?? '')?.[0]
        : objects
            .map(answeredFor)
            .filter((value) => value !== undefined)
            .at(-1);
    if (found === undefined) throw new Error(`no earlier step answered what $${name} names`);
    variables[name!] = found;
  }
  return variables;
}

/** Every object in an answer, with the field that holds it, in the order they appear. */
function objectsIn(value: unknown, key = ''): [string, Record<string, unknown>][] {
  if (!value || typeof value !== 'object') return [];
  if (Array.isArray(value)) return value.flatMap((each) => objectsIn(each, key));
  const object = value as Record<string, unknown>;
  return [[key, object], ...Object.entries(object).flatMap(([field, inner]) => objectsIn(inner, field))];
}

/** Every string an answer holds under this field name, in order. */
function valuesOf(answers: unknown[], field: string): string[] {
  return answers
    .flatMap((answer) => objectsIn(answer))
    .map(([, object]) => object[field])
    .filter((value): value is string => typeof value === 'string');
}

/** The comment lines just above a line of a GraphQL document. */
function commentsBefore(document: string, index: number): string[] {
  const lines = document.slice(0, index).trimEnd().split('\n');
  const comments: string[] = [];
  for (let i = lines.length - 1; i >= 0 && lines[i]!.startsWith('#'); i--) comments.unshift(lines[i]!);
  return comments;
}

/** A guide's "before you begin" shell block, which every guide has. */
function setUpOf(page: string): string {
  const block = beforeYouBegin(page);
  if (block === undefined) throw new Error('the guide has no shell block before its first step');
  return block;
}
