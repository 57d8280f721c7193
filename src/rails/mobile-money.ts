import type { MomoOperationKind } from '../db/tables.js';

/** What the provider decides for an operation: its final status and when it is reached. */
export type ProviderOutcome =
  | { status: 'SUCCESSFUL'; delayFactor: number }
  | { status: 'FAILED'; reason: string; delayFactor: number }
  /** Stays PENDING: the provider never completes it. */
  | { status: 'PENDING' };

/** The mobile money provider behind the MoMo routes; the sandbox implements it with test numbers. */
export interface MobileMoneyProvider {
  outcome(operation: MomoOperationKind, partyId: string): ProviderOutcome;
}

const COLLECTION_OPERATIONS: MomoOperationKind[] = ['requesttopay', 'payment', 'withdraw', 'invoice', 'preapproval'];

/**
 * The MTN sandbox's test MSISDNs. Request to pay (and the other collection operations) and
 * transfers (disbursement and remittance) each have their table; any other number succeeds.
 * "Delayed" succeeds after 12 times the usual delay; "ongoing" never completes.
 */
export const COLLECTION_OUTCOMES: Record<string, ProviderOutcome> = {
  '46733123450': { status: 'FAILED', reason: 'INTERNAL_PROCESSING_ERROR', delayFactor: 1 },
  '46733123451': { status: 'FAILED', reason: 'APPROVAL_REJECTED', delayFactor: 1 },
  '46733123452': { status: 'FAILED', reason: 'EXPIRED', delayFactor: 1 },
  '46733123453': { status: 'PENDING' },
  '46733123454': { status: 'SUCCESSFUL', delayFactor: 12 },
  '46733123455': { status: 'FAILED', reason: 'PAYER_NOT_FOUND', delayFactor: 1 },
  '46733123456': { status: 'FAILED', reason: 'PAYEE_NOT_ALLOWED_TO_RECEIVE', delayFactor: 1 },
  '46733123457': { status: 'FAILED', reason: 'NOT_ALLOWED', delayFactor: 1 },
  '46733123458': { status: 'FAILED', reason: 'NOT_ALLOWED_TARGET_ENVIRONMENT', delayFactor: 1 },
  '46733123459': { status: 'FAILED', reason: 'INVALID_CALLBACK_URL_HOST', delayFactor: 1 },
  '46733123460': { status: 'FAILED', reason: 'INVALID_CURRENCY', delayFactor: 1 },
  '46733123461': { status: 'FAILED', reason: 'SERVICE_UNAVAILABLE', delayFactor: 1 },
  '46733123462': { status: 'FAILED', reason: 'INTERNAL_PROCESSING_ERROR', delayFactor: 1 },
  '46733123463': { status: 'FAILED', reason: 'NOT_ENOUGH_FUNDS', delayFactor: 1 },
};

export const TRANSFER_OUTCOMES: Record<string, ProviderOutcome> = {
  '46733123450': { status: 'FAILED', reason: 'INTERNAL_PROCESSING_ERROR', delayFactor: 1 },
  '46733123451': { status: 'FAILED', reason: 'APPROVAL_REJECTED', delayFactor: 1 },
  '46733123452': { status: 'FAILED', reason: 'EXPIRED', delayFactor: 1 },
  '46733123453': { status: 'PENDING' },
  '46733123454': { status: 'SUCCESSFUL', delayFactor: 12 },
  '46733123455': { status: 'FAILED', reason: 'NOT_ENOUGH_FUNDS', delayFactor: 1 },
  '46733123456': { status: 'FAILED', reason: 'PAYER_LIMIT_REACHED', delayFactor: 1 },
  '46733123457': { status: 'FAILED', reason: 'PAYEE_NOT_FOUND', delayFactor: 1 },
  '46733123458': { status: 'FAILED', reason: 'NOT_ALLOWED', delayFactor: 1 },
  '46733123459': { status: 'FAILED', reason: 'NOT_ALLOWED_TARGET_ENVIRONMENT', delayFactor: 1 },
  '46733123460': { status: 'FAILED', reason: 'INVALID_CALLBACK_URL_HOST', delayFactor: 1 },
  '46733123461': { status: 'FAILED', reason: 'INVALID_CURRENCY', delayFactor: 1 },
  '46733123462': { status: 'FAILED', reason: 'SERVICE_UNAVAILABLE', delayFactor: 1 },
  '46733123463': { status: 'FAILED', reason: 'COULD_NOT_PERFORM_TRANSACTION', delayFactor: 1 },
};

export class SandboxMobileMoneyProvider implements MobileMoneyProvider {
  outcome(operation: MomoOperationKind, partyId: string): ProviderOutcome {
    const table = COLLECTION_OPERATIONS.includes(operation) ? COLLECTION_OUTCOMES : TRANSFER_OUTCOMES;
    return table[partyId] ?? { status: 'SUCCESSFUL', delayFactor: 1 };
  }
}
