import { z } from 'zod';
import { AmountInput, amountsInCurrency, CurrencyCode } from '../../platform/money.js';
import { E164_PHONE, PageQuery } from '../../platform/validation.js';

type PartyKey<P extends string> = `${P}WalletId` | `${P}Phone` | `${P}Email`;

/** A wallet named by exactly one of `<p>WalletId`, `<p>Phone` (E.164) or `<p>Email`. */
export function walletParty<P extends string>(p: P) {
  const shape = {
    [`${p}WalletId`]: z.string().startsWith('wal_', `${p}WalletId must be a wallet id (wal_…)`).optional(),
    [`${p}Phone`]: z.string().trim().regex(E164_PHONE, `${p}Phone must be E.164: a + followed by 7-15 digits`).optional(),
    [`${p}Email`]: z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.email(`${p}Email must be an e-mail address`))
      .optional(),
  } as unknown as { [K in PartyKey<P>]: z.ZodOptional<z.ZodType<string, string>> };
  const exactlyOne = (v: Record<string, unknown>, ctx: z.RefinementCtx) => {
    const keys = [`${p}WalletId`, `${p}Phone`, `${p}Email`];
    if (keys.filter((k) => v[k] !== undefined).length !== 1)
      ctx.addIssue({ code: 'custom', path: [keys[0]!], message: `give exactly one of ${keys.join(', ')}` });
  };
  return { shape, exactlyOne };
}

export const Note = z.string().trim().max(140, 'note must be at most 140 characters').optional();

const recipient = walletParty('to');
export const P2PTransferInput = z
  .strictObject({ ...recipient.shape, amount: AmountInput, currency: CurrencyCode, note: Note })
  .superRefine(recipient.exactlyOne)
  .superRefine(amountsInCurrency('currency', ['amount']));
export type P2PTransferInput = z.output<typeof P2PTransferInput>;

export const HistoryQuery = PageQuery;

/** Sandbox test money for a wallet of one of the developer's users. */
export const SandboxFundInput = z
  .strictObject({
    walletId: z.string({ error: 'walletId is required' }).startsWith('wal_', 'walletId must be a wallet id (wal_…)'),
    amount: AmountInput,
    currency: CurrencyCode,
  })
  .superRefine(amountsInCurrency('currency', ['amount']));
