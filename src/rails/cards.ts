import { createHmac } from 'node:crypto';

/** Why the processor refuses a card (Stripe's decline codes). */
export type DeclineCode = 'card_declined' | 'insufficient_funds' | 'expired_card' | 'incorrect_cvc' | 'processing_error';

export interface CardDetails {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export type AttachOutcome =
  | { ok: true; brand: string; last4: string; fingerprint: string; chargeBehavior: 'SUCCEEDS' | 'FAILS' }
  | { ok: false; declineCode: DeclineCode };

/** The card processor behind saved payment methods; the sandbox decides by test card number. */
export interface CardProcessor {
  attach(card: CardDetails): AttachOutcome;
  charge(method: { chargeBehavior: 'SUCCEEDS' | 'FAILS' }, amount: bigint): { status: 'succeeded' } | { status: 'failed'; declineCode: DeclineCode };
}

/**
 * The sandbox's test cards: 4242424242424242 succeeds; 4000000000000002 is declined;
 * 4000000000009995 has insufficient funds; 4000000000000069 is expired; 4000000000000127 has an
 * incorrect CVC; 4000000000000119 meets a processing error; 4000000000000341 attaches but every
 * charge fails. Any other valid number attaches and charges.
 */
export const TEST_CARDS: Record<string, DeclineCode | 'attaches_but_charges_fail'> = {
  '4000000000000002': 'card_declined',
  '4000000000009995': 'insufficient_funds',
  '4000000000000069': 'expired_card',
  '4000000000000127': 'incorrect_cvc',
  '4000000000000119': 'processing_error',
  '4000000000000341': 'attaches_but_charges_fail',
};

export function brandOf(number: string): string {
  if (/^4/.test(number)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  if (/^(6011|65)/.test(number)) return 'discover';
  return 'unknown';
}

export function luhnValid(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return number.length >= 12 && sum % 10 === 0;
}

export class SandboxCardProcessor implements CardProcessor {
  /** `fingerprintKey` keys the fingerprint, so it identifies a card without revealing its number. */
  constructor(private readonly fingerprintKey: string) {}

  attach(card: CardDetails): AttachOutcome {
    const behaviour = TEST_CARDS[card.number];
    if (behaviour && behaviour !== 'attaches_but_charges_fail') return { ok: false, declineCode: behaviour };
    return {
      ok: true,
      brand: brandOf(card.number),
      last4: card.number.slice(-4),
      fingerprint: createHmac('sha256', this.fingerprintKey).update(card.number).digest('base64url').slice(0, 22),
      chargeBehavior: behaviour === 'attaches_but_charges_fail' ? 'FAILS' : 'SUCCEEDS',
    };
  }

  charge(method: { chargeBehavior: 'SUCCEEDS' | 'FAILS' }): { status: 'succeeded' } | { status: 'failed'; declineCode: DeclineCode } {
    return method.chargeBehavior === 'FAILS' ? { status: 'failed', declineCode: 'card_declined' } : { status: 'succeeded' };
  }
}

/** The sandbox processor every module takes cards with: fingerprints keyed by a key derived from the signing secret. */
export function sandboxCardProcessor(jwtSecret: string): SandboxCardProcessor {
  return new SandboxCardProcessor(createHmac('sha256', jwtSecret).update('card-fingerprint-key').digest('hex'));
}

/** A card presented for one payment (not saved): attached and charged at once; its brand, or the decline code. */
export function chargePresentedCard(
  processor: CardProcessor,
  card: CardDetails,
  amount: bigint,
): { ok: true; brand: string } | { ok: false; brand: string | null; declineCode: DeclineCode } {
  const attached = processor.attach(card);
  if (!attached.ok) return { ok: false, brand: null, declineCode: attached.declineCode };
  const charged = processor.charge({ chargeBehavior: attached.chargeBehavior }, amount);
  return charged.status === 'failed' ? { ok: false, brand: attached.brand, declineCode: charged.declineCode } : { ok: true, brand: attached.brand };
}
