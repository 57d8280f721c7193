import { readFileSync } from 'node:fs';
import { createPaymentsClient, PaymentsApiError } from '@payments-platform/client';
import { beforeAll, describe, expect, it } from 'vitest';
import { javaSetters, type ReferenceDocument, referenceSamples } from '../scripts/reference-samples.js';
import generated from '../src/generated/reference-samples.json' with { type: 'json' };
import { openApiDocument } from '../src/http/openapi.js';
import { recordedSession } from '../src/http/recorded-session.js';
import type { CodeSample } from '../src/http/reference-document.js';
import { apiUserEnvironment } from './support/api-user.js';
import { useHarness } from './support/harness.js';

// The REST reference's code samples (x-codeSamples of /ms/v1/docs/reference.json): one per
// operation and language, from the recorded session. The TypeScript ones run here as written; the
// Python, Java and PHP ones run in their library's own suite against a server of their own
// (test_reference_samples.py, ReferenceSamplesTest), and are held here to the released surfaces.
const ctx = useHarness();
const samples = generated as unknown as Record<string, CodeSample[]>;
const LANGUAGES = ['Shell', 'TypeScript', 'Python', 'Java', 'PHP'];
/** A refusal about the reader's own value: this machine resolves no public host name (a reader's does). */
const THE_READERS_OWN = /does not resolve/;

describe('the REST reference samples', () => {
  it('are current, and every recorded operation has one in curl and each library', async () => {
    const document = (await openApiDocument()) as unknown as ReferenceDocument;
    expect(referenceSamples(document, recordedSession(), javaSetters(readFileSync('contract/libraries/java.txt', 'utf8')))).toEqual(samples);
    const session = recordedSession();
    const operations = Object.entries(document.paths).flatMap(([route, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ key: `${method.toUpperCase()} ${route}`, id: operation.operationId })),
    );
    const unrecorded = operations.filter(({ key }) => !session[key]).map(({ key }) => key);
    // The collection's run makes every call but one: a user's wallet exists from registration, so creating one answers 409.
    expect(unrecorded).toEqual(['POST /wallets']);
    for (const { key, id } of operations)
      expect(
        samples[id]?.map((s) => s.lang),
        key,
      ).toEqual(session[key] ? LANGUAGES : ['Shell']);
  });

  it('call, in Python, Java and PHP, only methods their library has', () => {
    const surface = (language: string) => readFileSync(`contract/libraries/${language}.txt`, 'utf8');
    const python = surface('python');
    const java = surface('java');
    const php = surface('php');
    const missing: string[] = [];
    for (const [id, list] of Object.entries(samples))
      for (const sample of list) {
        // A mobile money request goes through the library's momo(product).send(…), which every library has.
        if (sample.source.includes('momo(')) continue;
        if (sample.lang === 'Python') {
          const [, service, method] = /payments\.(\w+)\.(\w+)\(/.exec(sample.source)!;
          const className = service!.replace(/(^|_)([a-z])/g, (_, __, letter: string) => letter.toUpperCase());
          if (!python.includes(`payments_platform_services.${className}Service.${method}(`)) missing.push(`${id} Python ${service}.${method}`);
        }
        if (sample.lang === 'Java') {
          const [, service, method] = /payments\.(\w+)\(\)\.(\w+)\(/.exec(sample.source)!;
          const className = service![0]!.toUpperCase() + service!.slice(1);
          if (!new RegExp(`^services\\.${className}Service: public .+ ${method}\\(`, 'm').test(java)) missing.push(`${id} Java ${service}.${method}`);
          for (const [, model] of sample.source.matchAll(/(\w+)\.builder\(\)/g))
            if (!java.includes(`public static model.${model}$Builder builder()`)) missing.push(`${id} Java ${model}.builder()`);
        }
        if (sample.lang === 'PHP') {
          const [, service, method] = /\$payments->(\w+)->(\w+)\(/.exec(sample.source)!;
          const className = service![0]!.toUpperCase() + service!.slice(1);
          if (!php.includes(`PaymentsPlatform\\Services\\${className}Service->${method}(`)) missing.push(`${id} PHP ${service}.${method}`);
        }
      }
    expect(missing).toEqual([]);
  });

  describe('in TypeScript, run as written', () => {
    const environment: Record<string, string> = {};
    beforeAll(async () => {
      const dashboard = createPaymentsClient({
        baseUrl: `${ctx.h.baseUrl}/ms/v1`,
        subscriptionKey: ctx.h.subscriptionKey,
        accessToken: ctx.h.merchant.accessToken,
      });
      const user = await ctx.h.createUser();
      Object.assign(environment, {
        PAYMENTS_BASE_URL: `${ctx.h.baseUrl}/ms/v1`,
        PAYMENTS_SUBSCRIPTION_KEY: ctx.h.subscriptionKey,
        PAYMENTS_SECRET_KEY: (await dashboard.secretKeys.create({ name: 'reference samples' })).secret,
        PAYMENTS_ACCESS_TOKEN: user.accessToken,
        ...(await apiUserEnvironment(ctx.h)),
      });
    });

    it('each one answers, or is refused for an id of the recorded sandbox (never a 400 about its values, never a library error)', async () => {
      const failed: string[] = [];
      let answered = 0;
      // The import is the one line a module has and a function body does not; the client is passed in its place.
      const AsyncFunction = Object.getPrototypeOf(async () => undefined).constructor as new (...names: string[]) => (...values: unknown[]) => Promise<void>;
      for (const [id, list] of Object.entries(samples)) {
        const sample = list.find((each) => each.lang === 'TypeScript');
        if (!sample) continue;
        const body = sample.source.replace(/^import .*$/m, '');
        try {
          await new AsyncFunction('createPaymentsClient', 'process', 'console', body)(createPaymentsClient, { env: environment }, { log: () => undefined });
          answered += 1;
          // biome-ignore lint/plugin: every fault is examined: an API refusal other than a 400 is the recorded sandbox's id; anything else is recorded as a failure.
        } catch (error) {
          if (error instanceof PaymentsApiError && (error.status !== 400 || THE_READERS_OWN.test(error.message))) continue;
          failed.push(`${id}: ${error instanceof Error ? `${error.name} ${error.message}` : String(error)}`);
        }
      }
      expect(failed).toEqual([]);
      // About a third answer 2xx here (53 when written); the rest name an id of the recorded sandbox (404, 409, 403).
      expect(answered).toBeGreaterThanOrEqual(50);
    });
  });
});
