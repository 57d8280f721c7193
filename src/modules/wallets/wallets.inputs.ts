import { z } from 'zod';
import { E164_PHONE, PageQuery } from '../../platform/validation.js';

export const CurrencyCode = z
  .string({ error: 'currency is required' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, 'currency must be a 3-letter code');

/** A positive amount in major units: a JSON number in REST, decimal text in GraphQL. */
export const AmountInput = z.union([z.number(), z.string()], { error: 'amount is required' });

export const P2PTransferInput = z
  .object({
    toWalletId: z.string().startsWith('wal_', 'toWalletId must be a wallet id (wal_…)').optional(),
    toPhone: z.string().trim().regex(E164_PHONE, 'toPhone must be E.164: a + followed by 7-15 digits').optional(),
    toEmail: z.string().trim().toLowerCase().pipe(z.email('toEmail must be an e-mail address')).optional(),
    amount: AmountInput,
    currency: CurrencyCode,
    note: z.string().trim().max(140, 'note must be at most 140 characters').optional(),
  })
  .superRefine((v, ctx) => {
    const given = [v.toWalletId, v.toPhone, v.toEmail].filter((x) => x !== undefined).length;
    if (given !== 1) ctx.addIssue({ code: 'custom', path: ['toWalletId'], message: 'give exactly one of toWalletId, toPhone, toEmail' });
  });
export type P2PTransferInput = z.output<typeof P2PTransferInput>;

export const HistoryQuery = PageQuery;

/** Sandbox test money for a wallet of one of the developer's users. */
export const SandboxFundInput = z.object({
  walletId: z.string({ error: 'walletId is required' }).startsWith('wal_', 'walletId must be a wallet id (wal_…)'),
  amount: AmountInput,
  currency: CurrencyCode,
});
