import { sql } from 'kysely';
import type { DB } from '../../db/database.js';
import type { UserPrincipal } from '../../platform/auth/principal.js';
import { notFound } from '../../platform/errors.js';
import { Money } from '../../platform/money.js';
import type { ModelOf } from '../../platform/wire-formats.js';
import type { MoneyTraceJson } from './money-trace.json.js';

/** An object's money trace, as its schema declares it. */
export type MoneyTraceModel = ModelOf<typeof MoneyTraceJson>;
export type MoneyTraceStepModel = MoneyTraceModel['steps'][number];
/** A posting of a step: whose account it is is told only to its owner (balanceAfter null otherwise; any, for an administrator). */
export type MoneyTracePostingModel = MoneyTraceStepModel['postings'][number];
export type MoneyTraceStepKind = MoneyTraceStepModel['kind'];

interface PostingRow {
  entry_id: string;
  entry_kind: string;
  description: string;
  created_at: Date;
  account_kind: string;
  owner_id: string | null;
  currency: string;
  amount: string;
  balance_after: string | null;
}

interface HoldRow {
  id: string;
  currency: string;
  amount: string;
  status: 'PENDING' | 'POSTED' | 'VOIDED' | 'EXPIRED';
  posted_amount: string | null;
  entry_id: string | null;
  created_at: Date;
  resolved_at: Date | null;
  owner_id: string | null;
}

const RESOLVED_STEP = { POSTED: 'HOLD_POSTED', VOIDED: 'HOLD_VOIDED', EXPIRED: 'HOLD_EXPIRED' } as const;

/**
 * The money trace of an object (a payment, a transfer, a sale, a bill payment, a loan, a payroll
 * item, a refund, a fund-in or cash-out, a P2P entry): every journal entry that names it (by its
 * id, or one of its metadata's id fields: the entry's subject_ids, never free text) and every hold
 * placed for it, in order, with each posting's amount and, for the caller's own accounts, the
 * balance after it. A caller sees the entries and holds they have money in, nothing else; an object
 * with none of those is not found, as everywhere.
 */
export class MoneyTraces {
  constructor(private readonly db: DB) {}

  async trace(principal: UserPrincipal, objectId: string): Promise<MoneyTraceModel> {
    const id = objectId.trim();
    if (id.length === 0 || id.length > 100) throw notFound('Object');
    const admin = principal.role === 'ADMIN';
    // An entry is shown only to those with money in it (a posting on one of their wallet
    // accounts), a hold only to its account's owner: the id of someone else's wallet, or of an
    // entry someone else shares, reveals nothing beyond what the caller took part in.
    const caller = admin ? null : principal.userId;
    const postings = await sql<PostingRow>`
      SELECT je.id AS entry_id, je.kind AS entry_kind, je.description, je.created_at,
             a.kind AS account_kind, w.user_id AS owner_id, p.currency, p.amount,
             CASE WHEN a.balance IS NOT NULL THEN (SELECT sum(q.amount) FROM postings q WHERE q.account_id = p.account_id AND q.id <= p.id) END AS balance_after
      FROM journal_entries je
      JOIN postings p ON p.entry_id = je.id
      JOIN ledger_accounts a ON a.id = p.account_id
      LEFT JOIN wallet_directory w ON w.id = a.wallet_id
      WHERE je.subject_ids @> ARRAY[${id}::text]
        AND (${caller}::text IS NULL OR EXISTS (
          SELECT 1 FROM postings mp JOIN ledger_accounts ma ON ma.id = mp.account_id JOIN wallet_directory mw ON mw.id = ma.wallet_id
          WHERE mp.entry_id = je.id AND mw.user_id = ${caller}::text))
      ORDER BY je.created_at, p.id`.execute(this.db);
    const holds = await sql<HoldRow>`
      SELECT h.id, h.currency, h.amount, h.status, h.posted_amount, h.entry_id, h.created_at, h.resolved_at, w.user_id AS owner_id
      FROM ledger_holds h
      JOIN ledger_accounts a ON a.id = h.account_id
      LEFT JOIN wallet_directory w ON w.id = a.wallet_id
      WHERE h.subject_id = ${id} AND (${caller}::text IS NULL OR w.user_id = ${caller}::text)
      ORDER BY h.created_at, h.id`.execute(this.db);
    const mine = (owner: string | null) => owner !== null && owner === principal.userId;
    if (postings.rows.length === 0 && holds.rows.length === 0) throw notFound('Object');

    const steps: MoneyTraceStepModel[] = [];
    for (const row of postings.rows) {
      let step = steps.at(-1);
      if (step?.entryId !== row.entry_id || step.kind !== 'ENTRY') {
        step = {
          kind: 'ENTRY',
          at: row.created_at,
          entryId: row.entry_id,
          entryKind: row.entry_kind,
          description: row.description,
          holdId: null,
          amount: null,
          currency: null,
          postings: [],
        };
        steps.push(step);
      }
      const yours = mine(row.owner_id);
      step.postings.push({
        accountKind: row.account_kind,
        yours,
        amount: Money.of(row.amount, row.currency.trim()),
        currency: row.currency.trim(),
        balanceAfter: row.balance_after !== null && (yours || admin) ? Money.of(row.balance_after, row.currency.trim()) : null,
      });
    }
    for (const hold of holds.rows) {
      const base = { entryKind: null, description: null, holdId: hold.id, currency: hold.currency.trim(), postings: [] };
      steps.push({ ...base, kind: 'HOLD_PLACED', at: hold.created_at, entryId: null, amount: Money.of(hold.amount, hold.currency.trim()) });
      if (hold.status !== 'PENDING' && hold.resolved_at) {
        const posted = Money.of(hold.posted_amount ?? hold.amount, hold.currency.trim());
        steps.push({ ...base, kind: RESOLVED_STEP[hold.status], at: hold.resolved_at, entryId: hold.entry_id, amount: posted });
      }
    }
    // In time order. Steps of one instant (one transaction): entries of their own first, then holds
    // placed, then holds resolved, then the entries that posted them.
    const posting = new Set(holds.rows.flatMap((h) => (h.entry_id ? [h.entry_id] : [])));
    const rank = (s: MoneyTraceStepModel) => (s.kind === 'ENTRY' ? (s.entryId !== null && posting.has(s.entryId) ? 3 : 0) : s.kind === 'HOLD_PLACED' ? 1 : 2);
    steps.sort((a, b) => a.at.getTime() - b.at.getTime() || rank(a) - rank(b));
    return { objectId: id, steps };
  }
}
