import type { Executor } from '../db/database.js';
import type { Clock } from './clock.js';
import { notFound } from './errors.js';
import { newId } from './ids.js';
import { newestFirst, type Page } from './pagination.js';

export interface SmsModel {
  id: string;
  to: string;
  body: string;
  createdAt: Date;
}

/**
 * The sandbox's SMS transport: messages (receipts, verification codes) are stored, never sent, and
 * the developer account whose app the recipient uses reads them through the sandbox SMS outbox.
 */
export class SandboxSms {
  constructor(private readonly clock: Clock) {}

  async send(tx: Executor, sms: { accountId: string | null; to: string; body: string }): Promise<SmsModel> {
    const stored: SmsModel = { id: newId('sms'), to: sms.to, body: sms.body, createdAt: this.clock.now() };
    await tx
      .insertInto('sms_outbox')
      .values({ id: stored.id, account_id: sms.accountId, to_phone: stored.to, body: stored.body, created_at: stored.createdAt })
      .execute();
    return stored;
  }

  async list(db: Executor, accountId: string, filter: { to?: string | undefined }, page: Page): Promise<SmsModel[]> {
    let query = db.selectFrom('sms_outbox').selectAll().where('account_id', '=', accountId);
    if (filter.to) query = query.where('to_phone', '=', filter.to);
    const rows = await query.$call(newestFirst(page)).execute();
    return rows.map(toSmsModel);
  }

  /** One message of the account's outbox; another account's is not found. */
  async get(db: Executor, accountId: string, id: string): Promise<SmsModel> {
    const row = await db.selectFrom('sms_outbox').selectAll().where('id', '=', id).where('account_id', '=', accountId).executeTakeFirst();
    if (!row) throw notFound('SMS');
    return toSmsModel(row);
  }
}

function toSmsModel(r: { id: string; to_phone: string; body: string; created_at: Date }): SmsModel {
  return { id: r.id, to: r.to_phone, body: r.body, createdAt: r.created_at };
}
