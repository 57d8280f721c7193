import { type Kysely, sql } from 'kysely';

/**
 * Every payout waiting on a rail waits on a ledger hold: a transfer, a bill payment, a payroll
 * item, a refund of a payment or of a sale, a cash-out. Those started before holds existed
 * (2026-11-24) waited in a holding account of their own or in suspense, and each domain kept a
 * second way to settle them; that code goes with this migration. A database where such a payout is
 * still waiting refuses it, naming the payouts: run the previous version until the rail answers
 * them (a payout is answered within minutes), then migrate.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ kind: string; id: string }>`
    SELECT waiting.kind, waiting.id FROM (
      SELECT 'transfer' AS kind, t.id::text AS id FROM transfers t WHERE t.status IN ('PENDING', 'PROCESSING')
      UNION ALL SELECT 'bill payment', b.id FROM bill_payments b WHERE b.status = 'PENDING'
      UNION ALL SELECT 'payroll item', i.id FROM payroll_items i WHERE i.status = 'PROCESSING'
      UNION ALL SELECT 'payment refund', r.id FROM payment_refunds r WHERE r.status = 'PENDING'
      UNION ALL SELECT 'sale refund', r.id FROM pos_refunds r WHERE r.status = 'PENDING'
      UNION ALL SELECT 'cash-out', o.id::text FROM momo_operations o WHERE o.purpose IN ('CASH_OUT', 'REFUND') AND o.status = 'PENDING'
    ) waiting
    WHERE NOT EXISTS (SELECT 1 FROM ledger_holds h WHERE h.subject_id = waiting.id AND h.status = 'PENDING')
    ORDER BY waiting.kind, waiting.id
    LIMIT 20`.execute(db);
  if (rows.length > 0)
    throw new Error(
      `payouts started before ledger holds are still waiting on their rail (${rows.map((r) => `${r.kind} ${r.id}`).join(', ')}): ` +
        'run the previous version until they are answered, then migrate',
    );
}

export async function down(): Promise<void> {
  // Nothing to undo: the migration only checks.
}
