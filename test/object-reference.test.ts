import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { openApiDocument } from '../src/http/openapi.js';
import { objectReferencePages, type OpenApiDocument } from '../scripts/object-reference.js';

/** The reference by object (/docs/reference/objects/), as scripts/docs-pages.ts writes it from the served document. */
describe('the reference by object', () => {
  it('has a page per object: its fields with types and formats, an example, and its operations with a request and an answer', async () => {
    const pages = objectReferencePages((await openApiDocument()) as unknown as OpenApiDocument);
    const names = pages.map((p) => p.name);
    for (const name of [
      'PaymentLink',
      'Transfer',
      'Invoice',
      'Refund',
      'Dispute',
      'WebhookEndpoint',
      'Event',
      'Wallet',
      'SavingsGoal',
      'Loan',
      'PosSale',
      'MoneyTrace',
    ])
      expect(names).toContain(name);
    const paymentLink = pages.find((p) => p.name === 'PaymentLink')!.markdown;
    expect(paymentLink).toContain('# The PaymentLink object');
    expect(paymentLink).toContain('| `createdAt` | string (date-time) |');
    expect(paymentLink).toMatch(/### `createPaymentLink`[\s\S]*curl -X POST "\$PAYMENTS_BASE_URL\/merchants\/me\/payment-links"[\s\S]*"currency":"GHS"/);
    expect(paymentLink).toMatch(/### `listPaymentLinks`/);
    for (const page of pages) {
      const examples = [...page.markdown.matchAll(/```json\n([\s\S]*?)\n```/g)].map((m) => JSON.parse(m[1]!) as unknown);
      expect(examples.length, page.name).toBeGreaterThan(1);
      // A placeholder is no example: never "string", never an empty object where the schema has fields.
      expect(JSON.stringify(examples), page.name).not.toMatch(/"string"|:\{\}/);
    }
  });

  it('is built into the documentation site', () => {
    // npm test builds the site first (pretest: build:docs).
    const built = 'dist/docs/reference/objects/payment-link.html';
    expect(existsSync(built)).toBe(true);
    expect(readFileSync(built, 'utf8')).toContain('The PaymentLink object');
  });
});
