import type { Tx } from '../../db/database.js';
import type { MomoOperationRow } from './momo.tables.js';

/**
 * What the platform's own domains run through the mobile money rail (fund-in, cash-out, payouts,
 * and next bills, POS, payroll, payment links). Each domain declares its purposes from its own
 * folder by declaration merging:
 *
 *   declare module '../momo/momo.rail.js' { interface RailPurposes { BILL_PAYMENT: true } }
 *
 * then starts an operation with `momo.startOnRail(tx, { purpose, subjectId, … })` and receives its
 * outcome through `momo.onRailOutcome(purpose, handler)` (or several at once through
 * `onRailOutcomes`), in the completing transaction, with its own id as `operation.subject_id`. No shared type, list or database constraint is edited.
 */
// biome-ignore lint/suspicious/noEmptyInterface: domains add their purposes by declaration merging; a type alias cannot be merged.
export interface RailPurposes {}

export type RailPurpose = keyof RailPurposes;

/** `API` for a developer's own MoMo API call; a rail purpose for the platform's domains. */
export type MomoPurpose = 'API' | RailPurpose;

/** Runs in the transaction that completes the operation: the domain's effect commits with the outcome. */
export type RailOutcomeHandler = (tx: Tx, operation: MomoOperationRow, succeeded: boolean) => Promise<void>;

/** One operation's outcome. */
export interface RailOutcome {
  operation: MomoOperationRow;
  succeeded: boolean;
}

/**
 * Several operations of one purpose completed in one transaction (a batch's payouts answered
 * together), in the order they completed: the same effect as the one-by-one handler's, for each.
 */
export type RailOutcomesHandler = (tx: Tx, outcomes: RailOutcome[]) => Promise<void>;
