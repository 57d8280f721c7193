import { notFound } from './errors.js';
import type { Executor } from '../db/database.js';
import type { Clock } from './clock.js';
import { newId } from './ids.js';
import { newestFirst, type Page } from './pagination.js';

export interface MailModel {
  id: string;
  accountId: string | null;
  to: string;
  subject: string;
  body: string;
  createdAt: Date;
}

/**
 * The sandbox's mail transport: messages are stored, never sent, and the developer account whose
 * app the recipient belongs to reads them through the sandbox mailbox.
 */
export class SandboxMailer {
  constructor(private readonly clock: Clock) {}

  async send(tx: Executor, mail: { accountId: string | null; to: string; subject: string; body: string }): Promise<MailModel> {
    const stored: MailModel = { id: newId('mail'), createdAt: this.clock.now(), ...mail };
    await tx
      .insertInto('mail_outbox')
      .values({
        id: stored.id,
        account_id: stored.accountId,
        to_address: stored.to,
        subject: stored.subject,
        body: stored.body,
        created_at: stored.createdAt,
      })
      .execute();
    return stored;
  }

  async list(db: Executor, accountId: string, filter: { to?: string | undefined }, page: Page): Promise<MailModel[]> {
    let query = db.selectFrom('mail_outbox').selectAll().where('account_id', '=', accountId);
    if (filter.to) query = query.where('to_address', '=', filter.to.toLowerCase());
    const rows = await query.$call(newestFirst(page)).execute();
    return rows.map(toMailModel);
  }

  /** One mail of the account's mailbox; another account's is not found. */
  async get(db: Executor, accountId: string, id: string): Promise<MailModel> {
    const row = await db.selectFrom('mail_outbox').selectAll().where('id', '=', id).where('account_id', '=', accountId).executeTakeFirst();
    if (!row) throw notFound('Mail');
    return toMailModel(row);
  }
}

function toMailModel(r: { id: string; account_id: string | null; to_address: string; subject: string; body: string; created_at: Date }): MailModel {
  return { id: r.id, accountId: r.account_id, to: r.to_address, subject: r.subject, body: r.body, createdAt: r.created_at };
}
