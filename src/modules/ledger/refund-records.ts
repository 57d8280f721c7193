import pg from 'pg';
import { type Executor, orInstead, type Tx } from '../../db/database.js';
import type { Clock } from '../../platform/clock.js';
import { DomainError } from '../../platform/errors.js';
import type { ModuleRefundPaths } from '../../platform/registry.js';

/** The ways money of a transaction comes back: each declared by the module that refunds (its manifest's `refundPaths`). */
export type RefundPath = keyof ModuleRefundPaths & string;

export interface RefundClaim {
  /** The refund's own id (a dispute, a refund, a mobile money operation, …): what releases it. */
  claimId: string;
  /** The transaction whose money comes back. */
  transactionId: string;
  currency: string;
  /** What the transaction moved: the most all of its refunds together may return. */
  originalAmount: bigint;
  amount: bigint;
  path: RefundPath;
  /** The input field a refusal names. */
  field?: string;
}

export interface ActiveRefund {
  claimId: string;
  path: RefundPath;
  /** How a refusal names the path ("a dispute"), as its module declared it. */
  pathName: string;
  amount: bigint;
}

/**
 * One record per refunded transaction, shared by every path that can refund it (design rule 14):
 * a path claims its amount in the transaction that moves the money, and the database keeps the
 * claims' total at or below the original amount under the record's row lock. A claim whose money
 * did not leave (a payout that failed) is released.
 */
export class RefundRecords {
  constructor(private readonly deps: { clock: Clock }) {}

  /** Claims `amount` of the transaction, or ALREADY_REFUNDED naming the paths that refunded it. */
  async claim(tx: Tx, claim: RefundClaim): Promise<void> {
    await tx
      .insertInto('refund_records')
      .values({ transaction_id: claim.transactionId, currency: claim.currency, amount: claim.originalAmount.toString() })
      .onConflict((oc) => oc.column('transaction_id').doNothing())
      .execute();
    // Under a savepoint, the transaction stays usable after a refusal to read what refunded it.
    await orInstead(
      tx,
      async () => {
        await tx
          .insertInto('refund_claims')
          .values({
            id: claim.claimId,
            transaction_id: claim.transactionId,
            path: claim.path,
            amount: claim.amount.toString(),
            created_at: this.deps.clock.now(),
          })
          .execute();
      },
      (error) => error instanceof pg.DatabaseError && error.constraint === 'refunded_at_most_once',
      async () => {
        throw alreadyRefunded(await this.active(tx, claim.transactionId), claim.field);
      },
    );
  }

  /** The claim's money did not leave: it stops counting. Releasing twice is refused by the database. */
  async release(tx: Tx, claimId: string): Promise<void> {
    await tx.updateTable('refund_claims').set({ released: true, released_at: this.deps.clock.now() }).where('id', '=', claimId).execute();
  }

  /** The claims that count against the transaction, oldest first. */
  async active(executor: Executor, transactionId: string): Promise<ActiveRefund[]> {
    const rows = await executor
      .selectFrom('refund_claims')
      .innerJoin('refund_paths', 'refund_paths.path', 'refund_claims.path')
      .select(['refund_claims.id', 'refund_claims.path', 'refund_paths.description', 'refund_claims.amount'])
      .where('refund_claims.transaction_id', '=', transactionId)
      .where('refund_claims.released', '=', false)
      .orderBy('refund_claims.created_at')
      .orderBy('refund_claims.id')
      .execute();
    return rows.map((r) => ({ claimId: r.id, path: r.path, pathName: r.description, amount: BigInt(r.amount) }));
  }

  /** ALREADY_REFUNDED if anything of the transaction came back, by whichever path. */
  async assertNotRefunded(executor: Executor, transactionId: string, field = 'transactionId'): Promise<void> {
    const refunds = await this.active(executor, transactionId);
    if (refunds.length > 0) throw alreadyRefunded(refunds, field);
  }
}

function alreadyRefunded(refunds: ActiveRefund[], field = 'transactionId'): DomainError {
  const by = refunds.map((r) => `${r.pathName} (${r.claimId})`).join(', ');
  return new DomainError('ALREADY_REFUNDED', `This transaction was already refunded by ${by || 'another refund'}: it is refunded at most its amount.`, {
    fields: [{ field, message: `already refunded by ${refunds.map((r) => r.pathName).join(', ') || 'another refund'}` }],
  });
}
