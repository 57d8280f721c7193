import { MoneyAmount, Timestamp, WebUrl } from '../../platform/wire-formats.js';
import { z } from 'zod';
import { resource } from '../../platform/resources.js';
import { MetadataJson } from '../../platform/metadata.js';

export const PaymentLinkJson = resource(
  'PaymentLink',
  'A hosted payment page with a shareable URL: a fixed or flexible amount, single use or reusable.',
  z.object({
    id: z.string().describe('plink_…'),
    url: WebUrl.describe('{PAY_URL}/<short code>: the hosted payment page'),
    title: z.string(),
    description: z.string().nullable(),
    amount: MoneyAmount.nullable().describe('the amount of a fixed link; the suggested amount of a flexible one'),
    currency: z.string(),
    amountFixed: z.boolean(),
    minAmount: MoneyAmount.nullable(),
    maxAmount: MoneyAmount.nullable(),
    minCardAmount: MoneyAmount.nullable().describe('the least the link takes by card; mobile money is not bound by it'),
    singleUse: z.boolean(),
    status: z.enum(['ACTIVE', 'INACTIVE', 'EXPIRED', 'PAID']).describe('PAID: a single-use link that took its payment'),
    expiresAt: Timestamp.nullable(),
    paymentsCount: z.number().int(),
    amountCollected: MoneyAmount,
    createdAt: Timestamp,
    metadata: MetadataJson.describe('your own data on the link, copied onto each payment it takes'),
  }),
);
