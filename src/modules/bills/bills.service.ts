import { modelFromRow } from '../../platform/model-from-row.js';
import { Timestamp, MoneyAmount } from '../../platform/wire-formats.js';
import type { Selectable } from 'kysely';
import { z } from 'zod';
import { type DB, uniqueViolation } from '../../db/database.js';
import type { UserPrincipal } from '../../platform/auth/principal.js';
import type { Clock } from '../../platform/clock.js';
import { conflict, DomainError, notFound } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { newestFirst, type Page } from '../../platform/pagination.js';
import { parseInput } from '../../platform/validation.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import type { BillCategory, BillProvidersTable, SavedBillersTable } from './bills.tables.js';
import { resource } from '../../platform/resources.js';
import type { ModelOf } from '../../platform/wire-formats.js';

export const BILL_CATEGORIES = ['ELECTRICITY', 'WATER', 'TV', 'AIRTIME', 'INTERNET'] as const satisfies readonly BillCategory[];

export const ProviderQuery = z.strictObject({
  category: z
    .string()
    .trim()
    .toUpperCase()
    .pipe(z.enum(BILL_CATEGORIES, { error: `category must be one of ${BILL_CATEGORIES.join(', ')}` }))
    .optional(),
  country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'country must be a 2-letter code')
    .optional(),
});

export const SaveBillerInput = z.strictObject({
  providerId: z.string({ error: 'providerId is required' }).trim().min(1, 'providerId is required').max(64, 'providerId must be at most 64 characters'),
  accountNumber: z
    .string({ error: 'accountNumber is required' })
    .trim()
    .min(1, 'accountNumber is required')
    .max(32, 'accountNumber must be at most 32 characters'),
  nickname: z.string().trim().min(1, 'nickname must be 1-100 characters').max(100, 'nickname must be 1-100 characters').optional(),
});

export type BillProviderModel = ModelOf<typeof BillProviderJson>;

export type SavedBillerModel = ModelOf<typeof SavedBillerJson> & {
  provider: BillProviderModel;
};

export const BillProviderJson = resource(
  'BillProvider',
  'A biller the platform pays: its category, account number format and limits.',
  z.object({
    id: z.string().describe('bp_…'),
    name: z.string(),
    category: z.enum(BILL_CATEGORIES),
    country: z.string().describe('ISO 3166-1 alpha-2'),
    currency: z.string(),
    amountType: z.enum(['FIXED', 'VARIABLE']).describe('FIXED: the amount is minAmount (= maxAmount)'),
    minAmount: MoneyAmount,
    maxAmount: MoneyAmount,
    fee: MoneyAmount.describe('added to the amount, in the same currency'),
    issuesToken: z.boolean().describe('true when a payment returns a token (prepaid electricity)'),
    accountLabel: z.string().describe('what the account number is: meter number, smartcard number, …'),
    accountPattern: z.string().describe('a regular expression the account number matches'),
  }),
);

export const SavedBillerJson = resource(
  'SavedBiller',
  'A biller and account number the user saved to pay again.',
  z.object({
    id: z.string().describe('sb_…'),
    providerId: z.string(),
    providerName: z.string(),
    category: z.enum(BILL_CATEGORIES),
    accountNumber: z.string(),
    nickname: z.string().nullable(),
    createdAt: Timestamp,
  }),
);

/**
 * Bill payments: the sandbox's billers and the billers users save. A saved biller names a
 * provider and an account number that matches the provider's pattern, once per user; another
 * user's saved biller is not found. (Paying, history and scheduled payments come next.)
 */
export class BillsService {
  private providerCache: BillProviderModel[] | undefined;

  constructor(private readonly deps: { db: DB; clock: Clock; ledger: LedgerService }) {}

  /** Every provider, optionally of one category and country, by country then name. */
  async providers(rawQuery: unknown): Promise<BillProviderModel[]> {
    const query = parseInput(ProviderQuery, rawQuery);
    return (await this.allProviders()).filter((p) => (!query.category || p.category === query.category) && (!query.country || p.country === query.country));
  }

  async provider(id: string, field = 'providerId'): Promise<BillProviderModel> {
    const found = (await this.allProviders()).find((p) => p.id === id);
    if (!found) throw new DomainError('NOT_FOUND', `No bill provider ${id}.`, { fields: [{ field, message: 'not a provider of GET /bills/providers' }] });
    return found;
  }

  async saveBiller(principal: UserPrincipal, rawInput: unknown): Promise<SavedBillerModel> {
    const input = parseInput(SaveBillerInput, rawInput);
    const provider = await this.provider(input.providerId);
    this.checkAccountNumber(provider, input.accountNumber);
    try {
      const row = await this.deps.db
        .insertInto('saved_billers')
        .values({
          id: newId('sb'),
          user_id: principal.userId,
          provider_id: provider.id,
          account_number: input.accountNumber,
          nickname: input.nickname ?? null,
          created_at: this.deps.clock.now(),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return await this.savedModel(row);
    } catch (error) {
      if (uniqueViolation(error) === 'one_saved_biller_per_account') {
        throw conflict('You already saved this account with this provider.', [{ field: 'accountNumber', message: 'already saved' }]);
      }
      throw error;
    }
  }

  /** The account number must have the biller's shape (its pattern), or the biller is never asked. */
  checkAccountNumber(provider: BillProviderModel, accountNumber: string): void {
    if (new RegExp(provider.accountPattern).test(accountNumber)) return;
    throw new DomainError('BAD_REQUEST', `Invalid request: accountNumber: not a ${provider.accountLabel} of ${provider.name}`, {
      fields: [{ field: 'accountNumber', message: `must be a ${provider.accountLabel} of ${provider.name}` }],
    });
  }

  async savedBillers(principal: UserPrincipal, page: Page): Promise<SavedBillerModel[]> {
    const rows = await this.deps.db.selectFrom('saved_billers').selectAll().where('user_id', '=', principal.userId).$call(newestFirst(page)).execute();
    return Promise.all(rows.map((row) => this.savedModel(row)));
  }

  async savedBiller(principal: UserPrincipal, id: string): Promise<SavedBillerModel> {
    const row = await this.deps.db.selectFrom('saved_billers').selectAll().where('id', '=', id).where('user_id', '=', principal.userId).executeTakeFirst();
    if (!row) throw notFound('Saved biller');
    return this.savedModel(row);
  }

  async deleteSavedBiller(principal: UserPrincipal, id: string): Promise<void> {
    const deleted = await this.deps.db.deleteFrom('saved_billers').where('id', '=', id).where('user_id', '=', principal.userId).executeTakeFirst();
    if (deleted.numDeletedRows === 0n) throw notFound('Saved biller');
  }

  private async savedModel(row: Selectable<SavedBillersTable>): Promise<SavedBillerModel> {
    const provider = await this.provider(row.provider_id);
    return {
      ...modelFromRow(SavedBillerJson, row, { providerId: provider.id, providerName: provider.name, category: provider.category }),
      provider,
    };
  }

  /** The catalogue is seeded by migration and read once per process. */
  private async allProviders(): Promise<BillProviderModel[]> {
    if (this.providerCache) return this.providerCache;
    const rows = await this.deps.db.selectFrom('bill_providers').selectAll().orderBy('country').orderBy('name').execute();
    this.providerCache = await Promise.all(rows.map(async (r) => this.providerModel(r)));
    return this.providerCache;
  }

  private async providerModel(r: Selectable<BillProvidersTable>): Promise<BillProviderModel> {
    return modelFromRow(BillProviderJson, r, {});
  }
}
