/** The operations of MTN's MoMo API a rail answers, in its own words (its products' endpoint names). */
export type MomoOperationKind = 'requesttopay' | 'payment' | 'withdraw' | 'invoice' | 'preapproval' | 'transfer' | 'deposit' | 'refund' | 'cashtransfer';

/** What the provider decides for an operation: its final status and when it is reached. */
export type ProviderOutcome =
  | { status: 'SUCCESSFUL'; delayFactor: number }
  | { status: 'FAILED'; reason: string; delayFactor: number }
  /** Stays PENDING: the provider never completes it. */
  | { status: 'PENDING' };

/** The mobile money provider behind the MoMo routes; the sandbox implements it with test numbers. */
export interface MobileMoneyProvider {
  /** `failedBefore`: how many earlier operations of the same account to this number failed. */
  outcome(operation: MomoOperationKind, partyId: string, failedBefore?: number): ProviderOutcome;
  /** Whether an outcome for this number depends on `failedBefore` (the caller counts only then). */
  remembers(partyId: string): boolean;
  holderActive(partyId: string): boolean;
  basicUserInfo(partyId: string): { given_name: string; family_name: string; name: string; locale: string; gender: string } | undefined;
}

const COLLECTION_OPERATIONS: MomoOperationKind[] = ['requesttopay', 'payment', 'withdraw', 'invoice', 'preapproval'];

/**
 * The MTN sandbox's test MSISDNs. Request to pay (and the other collection operations) and
 * transfers (disbursement and remittance) each have their table; any other number succeeds.
 * "Delayed" succeeds after 12 times the usual delay; "ongoing" never completes.
 */
/** The first five test numbers mean the same in both tables. */
const COMMON_OUTCOMES: Record<string, ProviderOutcome> = {
  '46733123450': { status: 'FAILED', reason: 'INTERNAL_PROCESSING_ERROR', delayFactor: 1 },
  '46733123451': { status: 'FAILED', reason: 'APPROVAL_REJECTED', delayFactor: 1 },
  '46733123452': { status: 'FAILED', reason: 'EXPIRED', delayFactor: 1 },
  '46733123453': { status: 'PENDING' },
  '46733123454': { status: 'SUCCESSFUL', delayFactor: 12 },
};

const failed = (reasons: Record<string, string>): Record<string, ProviderOutcome> =>
  Object.fromEntries(Object.entries(reasons).map(([msisdn, reason]) => [msisdn, { status: 'FAILED', reason, delayFactor: 1 }]));

export const COLLECTION_OUTCOMES: Record<string, ProviderOutcome> = {
  ...COMMON_OUTCOMES,
  ...failed({
    '46733123455': 'PAYER_NOT_FOUND',
    '46733123456': 'PAYEE_NOT_ALLOWED_TO_RECEIVE',
    '46733123457': 'NOT_ALLOWED',
    '46733123458': 'NOT_ALLOWED_TARGET_ENVIRONMENT',
    '46733123459': 'INVALID_CALLBACK_URL_HOST',
    '46733123460': 'INVALID_CURRENCY',
    '46733123461': 'SERVICE_UNAVAILABLE',
    '46733123462': 'INTERNAL_PROCESSING_ERROR',
    '46733123463': 'NOT_ENOUGH_FUNDS',
  }),
};

export const TRANSFER_OUTCOMES: Record<string, ProviderOutcome> = {
  ...COMMON_OUTCOMES,
  ...failed({
    '46733123455': 'NOT_ENOUGH_FUNDS',
    '46733123456': 'PAYER_LIMIT_REACHED',
    '46733123457': 'PAYEE_NOT_FOUND',
    '46733123458': 'NOT_ALLOWED',
    '46733123459': 'NOT_ALLOWED_TARGET_ENVIRONMENT',
    '46733123460': 'INVALID_CALLBACK_URL_HOST',
    '46733123461': 'INVALID_CURRENCY',
    '46733123462': 'SERVICE_UNAVAILABLE',
    '46733123463': 'COULD_NOT_PERFORM_TRANSACTION',
  }),
};

/**
 * Ours, past MTN's table: an operation to this number fails (INTERNAL_PROCESSING_ERROR) the first
 * time for an account and succeeds after, so a retry (a payroll batch's, a payout's) can be tried.
 */
export const FAILS_ONCE_NUMBER = '46733123464';

/** Numbers the sandbox knows no account for: payer or payee not found. */
const UNKNOWN_HOLDERS = new Set(['46733123455', '46733123457']);

export class SandboxMobileMoneyProvider implements MobileMoneyProvider {
  /** Whether an account holder exists and is active. */
  holderActive(partyId: string): boolean {
    return !UNKNOWN_HOLDERS.has(partyId);
  }

  /** A holder's basic information: sandbox names derived from the number. */
  basicUserInfo(partyId: string): { given_name: string; family_name: string; name: string; locale: string; gender: string } | undefined {
    if (!this.holderActive(partyId)) return undefined;
    const given = ['Ama', 'Kofi', 'Esi', 'Kwame', 'Abena', 'Yaw', 'Akosua', 'Kwabena', 'Adwoa', 'Kojo'][Number(partyId.slice(-1)) % 10]!;
    return { given_name: given, family_name: 'Sandbox', name: `${given} Sandbox`, locale: 'en_GH', gender: 'NOT_SPECIFIED' };
  }

  remembers(partyId: string): boolean {
    return partyId === FAILS_ONCE_NUMBER;
  }

  outcome(operation: MomoOperationKind, partyId: string, failedBefore = 0): ProviderOutcome {
    if (partyId === FAILS_ONCE_NUMBER)
      return failedBefore > 0 ? { status: 'SUCCESSFUL', delayFactor: 1 } : { status: 'FAILED', reason: 'INTERNAL_PROCESSING_ERROR', delayFactor: 1 };
    const table = COLLECTION_OPERATIONS.includes(operation) ? COLLECTION_OUTCOMES : TRANSFER_OUTCOMES;
    return table[partyId] ?? { status: 'SUCCESSFUL', delayFactor: 1 };
  }
}
