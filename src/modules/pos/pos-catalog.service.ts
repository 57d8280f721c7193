import { modelFromRow } from '../../platform/model-from-row.js';
import { z } from 'zod';
import type { DB, Executor } from '../../db/database.js';
import type { AccountClock } from '../../platform/account-time.js';
import type { UserPrincipal } from '../../platform/auth/principal.js';
import { badRequest, DomainError, notFound } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { AmountInput, type Currency, currencyOf, CurrencyCode } from '../../platform/money.js';
import { newestFirst, type Page } from '../../platform/pagination.js';
import { parseInput } from '../../platform/validation.js';
import type { DeveloperService } from '../developer/developer.service.js';
import type { CatalogItemRow, StoredSaleLine } from './pos.tables.js';
import type { ModelOf } from '../../platform/wire-formats.js';
import { CatalogItemJson } from './pos.json.js';

export const SaleLineInput = z.strictObject({
  catalogItemId: z.string().trim().min(1).max(64).optional(),
  description: z.string().trim().min(1, 'description must be 1-200 characters').max(200, 'description must be 1-200 characters').optional(),
  quantity: z
    .number({ error: 'quantity must be a whole number of at least 1' })
    .int('quantity must be a whole number of at least 1')
    .min(1, 'quantity must be a whole number of at least 1')
    .max(100_000, 'quantity must be at most 100000'),
  unitPrice: AmountInput.optional(),
});

export const CatalogItemInput = z.strictObject({
  description: z
    .string({ error: 'description is required' })
    .trim()
    .min(1, 'description must be 1-200 characters')
    .max(200, 'description must be 1-200 characters'),
  sku: z.string().trim().min(1).max(64, 'sku must be at most 64 characters').optional(),
  unitPrice: AmountInput,
  currency: CurrencyCode,
});

export const CatalogUpdateInput = CatalogItemInput.partial().refine((v) => Object.values(v).some((x) => x !== undefined), {
  message: 'give at least one field to change',
});

export type PosCatalogItemModel = ModelOf<typeof CatalogItemJson>;

/**
 * The point of sale's catalogue: the items a merchant sells, priced in one currency each, and the
 * lines of a sale priced from it (a line names an item, or is typed with its own price).
 */
export class PosCatalogService {
  constructor(private readonly deps: { db: DB; clock: AccountClock; developer: DeveloperService }) {}

  async catalog(principal: UserPrincipal, page: Page, includeArchived = false): Promise<PosCatalogItemModel[]> {
    const account = await this.deps.developer.accountOf(principal);
    let query = this.deps.db.selectFrom('pos_catalog_items').selectAll().where('account_id', '=', account.id);
    if (!includeArchived) query = query.where('status', '=', 'ACTIVE');
    const rows = await query.$call(newestFirst(page)).execute();
    return Promise.all(rows.map((r) => this.catalogModel(r)));
  }
  async addCatalogItem(principal: UserPrincipal, rawInput: unknown): Promise<PosCatalogItemModel> {
    const input = parseInput(CatalogItemInput, rawInput);
    const account = await this.deps.developer.accountOf(principal);
    return this.catalogModel(await this.insertCatalogItem(this.deps.db, account.id, input));
  }
  /** The demo merchant's shelf, made at the sandbox's first start. */
  async seedCatalog(executor: Executor, accountId: string): Promise<void> {
    const shelf = [
      { description: 'Kente stole', sku: 'KNT-001', unitPrice: '85.00' },
      { description: 'Shea butter, 250 g', sku: 'SHE-250', unitPrice: '25.50' },
      { description: 'Waakye plate', sku: 'FOOD-WK', unitPrice: '18.00' },
      { description: 'Sobolo, 500 ml', sku: 'DRK-SOB', unitPrice: '7.50' },
      { description: 'Phone charging', sku: 'SVC-CHG', unitPrice: '3.00' },
    ];
    for (const item of shelf) await this.insertCatalogItem(executor, accountId, { ...item, currency: 'GHS' });
  }
  async catalogItem(principal: UserPrincipal, id: string): Promise<PosCatalogItemModel> {
    return this.catalogModel(await this.ownItem(principal, id));
  }
  async updateCatalogItem(principal: UserPrincipal, id: string, rawInput: unknown): Promise<PosCatalogItemModel> {
    const input = parseInput(CatalogUpdateInput, rawInput);
    const item = await this.ownItem(principal, id);
    const currency = input.currency ?? item.currency;
    const inCurrency = currencyOf(currency);
    const unitPrice = input.unitPrice === undefined ? undefined : nonNegative(inCurrency.parse(input.unitPrice, 'unitPrice').minor, 'unitPrice');
    const row = await this.deps.db
      .updateTable('pos_catalog_items')
      .set({
        ...(input.description ? { description: input.description } : {}),
        ...(input.sku ? { sku: input.sku } : {}),
        ...(input.currency ? { currency: input.currency } : {}),
        ...(unitPrice !== undefined ? { unit_price: unitPrice.toString() } : {}),
        updated_at: this.deps.clock.now(),
      })
      .where('id', '=', item.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return this.catalogModel(row);
  }
  async archiveCatalogItem(principal: UserPrincipal, id: string): Promise<PosCatalogItemModel> {
    const item = await this.ownItem(principal, id);
    const row = await this.deps.db
      .updateTable('pos_catalog_items')
      .set({ status: 'ARCHIVED', updated_at: this.deps.clock.now() })
      .where('id', '=', item.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return this.catalogModel(row);
  }

  /** A sale's lines, priced: an item's price unless the line gives its own; an archived, unknown or differently priced item is refused at its index. */
  async pricedLines(accountId: string, items: z.output<typeof SaleLineInput>[], currency: string, inCurrency: Currency): Promise<StoredSaleLine[]> {
    const ids = items.flatMap((i) => (i.catalogItemId ? [i.catalogItemId] : []));
    const catalog = ids.length
      ? new Map(
          (await this.deps.db.selectFrom('pos_catalog_items').selectAll().where('account_id', '=', accountId).where('id', 'in', ids).execute()).map((r) => [
            r.id,
            r,
          ]),
        )
      : new Map<string, CatalogItemRow>();
    return items.map((item, index) => {
      const listed = item.catalogItemId ? catalog.get(item.catalogItemId) : undefined;
      if (item.catalogItemId && listed?.status !== 'ACTIVE')
        throw new DomainError('NOT_FOUND', 'No active catalog item of yours has this id.', {
          fields: [{ field: `items.${index}.catalogItemId`, message: 'not found' }],
        });
      if (listed && listed.currency !== currency)
        throw badRequest(`Invalid request: items.${index}.catalogItemId: priced in ${listed.currency}`, [
          { field: `items.${index}.catalogItemId`, message: `is priced in ${listed.currency}` },
        ]);
      const description = item.description ?? listed?.description;
      if (!description)
        throw badRequest(`Invalid request: items.${index}.description is required`, [
          { field: `items.${index}.description`, message: 'is required without a catalogItemId' },
        ]);
      const unitPrice =
        item.unitPrice !== undefined
          ? nonNegative(inCurrency.parse(item.unitPrice, `items.${index}.unitPrice`).minor, `items.${index}.unitPrice`)
          : listed
            ? BigInt(listed.unit_price)
            : undefined;
      if (unitPrice === undefined)
        throw badRequest(`Invalid request: items.${index}.unitPrice is required`, [
          { field: `items.${index}.unitPrice`, message: 'is required without a catalogItemId' },
        ]);
      return {
        catalogItemId: listed?.id ?? null,
        description,
        quantity: item.quantity,
        unitPrice: unitPrice.toString(),
        total: (unitPrice * BigInt(item.quantity)).toString(),
      };
    });
  }

  private async insertCatalogItem(
    executor: Executor,
    accountId: string,
    input: { description: string; sku?: string | undefined; unitPrice: unknown; currency: string },
  ): Promise<CatalogItemRow> {
    const inCurrency = currencyOf(input.currency);
    const now = this.deps.clock.now();
    return executor
      .insertInto('pos_catalog_items')
      .values({
        id: newId('pci'),
        account_id: accountId,
        description: input.description,
        sku: input.sku ?? null,
        unit_price: nonNegative(inCurrency.parse(input.unitPrice, 'unitPrice').minor, 'unitPrice').toString(),
        currency: input.currency,
        status: 'ACTIVE',
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }
  private async ownItem(principal: UserPrincipal, id: string): Promise<CatalogItemRow> {
    const account = await this.deps.developer.accountOf(principal);
    const row = await this.deps.db.selectFrom('pos_catalog_items').selectAll().where('id', '=', id).where('account_id', '=', account.id).executeTakeFirst();
    if (!row) throw notFound('Catalog item');
    return row;
  }
  private async catalogModel(r: CatalogItemRow): Promise<PosCatalogItemModel> {
    return modelFromRow(CatalogItemJson, r, {});
  }
}

/** A price is 0 or more: a free line is allowed, a negative one is not. */
export function nonNegative(minor: bigint, field: string): bigint {
  if (minor < 0n) throw badRequest(`Invalid request: ${field}: must be 0 or more`, [{ field, message: 'must be 0 or more' }]);
  return minor;
}
