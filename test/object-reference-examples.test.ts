import { randomUUID } from 'node:crypto';
import { createPaymentsClient } from '@payments-platform/client';
import { beforeAll, describe, expect, it } from 'vitest';
import { objectReferencePages, type OpenApiDocument } from '../scripts/object-reference.js';
import { openApiDocument } from '../src/http/openapi.js';
import { useHarness } from './support/harness.js';

// The object reference's request examples (docs/reference/objects/), sent as written to a server:
// every body it shows is one the server takes. The ids in their paths are illustrations (the
// reader's own ids go there), so an answer about the id (404, 409) is fine; a 400 about the body is not.
const ctx = useHarness();

interface Example {
  page: string;
  method: string;
  path: string;
  credential: 'secret' | 'token' | 'api-user' | 'none';
  key: string;
  idempotent: boolean;
  /** A mobile money request, which names itself with a UUID of the caller's. */
  referenced: boolean;
  body: unknown;
}

/**
 * Refusals about the reader's own values, not the example's shape: the code is the one the user's
 * SMS carried, and this machine resolves no public host name (a reader's does).
 */
const THE_READERS_OWN: Record<string, RegExp> = {
  'POST /users/me/phone/verify': /not the code sent to your phone/,
  'POST /merchants/me/webhooks': /does not resolve/,
};

function examplesOf(markdown: string, page: string): Example[] {
  return [...markdown.matchAll(/```sh\n([\s\S]*?)```/g)].flatMap(([, block]) => {
    const request = /curl -X (\w+) "\$PAYMENTS_BASE_URL([^"]*)"/.exec(block!);
    const body = /-d '([^']*)'/.exec(block!);
    if (!request || !body) return [];
    const credential = block!.includes('$PAYMENTS_SECRET_KEY')
      ? 'secret'
      : block!.includes('$PAYMENTS_ACCESS_TOKEN')
        ? 'token'
        : block!.includes('$PAYMENTS_API_USER_ID')
          ? 'api-user'
          : 'none';
    const key = /Ocp-Apim-Subscription-Key: \$(\w+)/.exec(block!)![1]!;
    return [
      {
        page,
        method: request[1]!,
        path: request[2]!,
        credential,
        key,
        idempotent: block!.includes('Idempotency-Key'),
        referenced: block!.includes('X-Reference-Id'),
        body: JSON.parse(body[1]!),
      },
    ];
  });
}

describe('the object reference', () => {
  let secretKey = '';
  beforeAll(async () => {
    const dashboard = createPaymentsClient({
      baseUrl: `${ctx.h.baseUrl}/ms/v1`,
      subscriptionKey: ctx.h.subscriptionKey,
      accessToken: ctx.h.merchant.accessToken,
    });
    secretKey = (await dashboard.secretKeys.create({ name: 'reference' })).secret;
  });

  it('shows request bodies the server takes, each as written', async () => {
    const document = (await openApiDocument()) as unknown as OpenApiDocument;
    const examples = objectReferencePages(document).flatMap((page) => examplesOf(page.markdown, page.slug));
    expect(examples.length).toBeGreaterThan(60);
    const user = await ctx.h.createUser();
    const refused: string[] = [];
    for (const example of examples) {
      const token = example.credential === 'secret' ? secretKey : example.credential === 'token' ? user.accessToken : undefined;
      const key =
        example.key === 'PAYMENTS_SUBSCRIPTION_KEY'
          ? ctx.h.subscriptionKey
          : ctx.h.productKeys[example.key.replace(/^PAYMENTS_|_KEY$/g, '').toLowerCase() as 'collection'];
      const answer = await ctx.h.rest(example.method, example.path, {
        ...(token ? { token } : {}),
        key,
        body: example.body,
        headers: {
          ...(example.idempotent ? { 'Idempotency-Key': randomUUID() } : {}),
          ...(example.referenced ? { 'X-Reference-Id': randomUUID() } : {}),
        },
      });
      if (answer.status !== 400 || THE_READERS_OWN[`${example.method} ${example.path}`]?.test(answer.body.details.description)) continue;
      refused.push(`${example.page}: ${example.method} ${example.path} ${JSON.stringify(answer.body.details)}`);
    }
    expect(refused).toEqual([]);
  });
});
