import { createHmac } from 'node:crypto';
import { sql } from 'kysely';
import type { DB, Tx } from '../../db/database.js';
import type { AccountClock } from '../../platform/account-time.js';
import { HOUR, MINUTE } from '../../platform/clock.js';
import { DomainError } from '../../platform/errors.js';
import { platformSecret } from '../../platform/secrets.js';

/**
 * How many payment attempts the hosted pages take, anonymous as they are, so that a page is no
 * card-testing oracle (a script posting many cards, often small amounts, to learn which are live)
 * and one payer cannot flood a number with prompts. Card testing is told as card-testing defences
 * tell it: many different cards from one place or on one page, and declines; one card paid again
 * and again is a customer, not a tester. The page's own merchant, signed in, is testing their
 * integration: only the flood limits per minute count them. Counted in PostgreSQL (pay_attempts),
 * so every server process sees the same counts; on real time, not an account's sandbox clock.
 */
export const PAY_LIMITS = {
  /** Attempts on one page, per minute. */
  perPagePerMinute: 20,
  /** Attempts from one client address, per minute. */
  perAddressPerMinute: 10,
  /** Different cards from one anonymous client address, per 10 minutes. */
  cardsPerAddressPer10Minutes: 4,
  /** Different cards on one page from anonymous payers, per 10 minutes. */
  cardsPerPagePer10Minutes: 10,
  /** Declined anonymous card attempts from one address or with one card, per hour: past it, cards are refused for the hour. */
  declinesPerHour: 3,
  /** Mobile money prompts to one payer number, per 10 minutes. */
  promptsPerNumberPer10Minutes: 3,
} as const;

export interface PayAttempt {
  code: string;
  clientAddress: string;
  method: 'CARD' | 'MOBILE_MONEY';
  /** The card's keyed fingerprint (`fingerprint`), for a card attempt. */
  cardFingerprint?: string;
  payerPhone?: string;
  /** By the page's own merchant, signed in: counted, but never as card testing. */
  byOwner?: boolean;
}

interface Counts {
  page: string;
  address: string;
  address_cards: string;
  page_cards: string;
  known_card: boolean;
  declines: string;
  prompts: string;
}

const tooMany = (message: string, retryAfterSeconds: number) =>
  new DomainError('RATE_LIMITED', message, { headers: { 'Retry-After': String(retryAfterSeconds) } });

export class PayThrottle {
  private key: Promise<string> | undefined;

  constructor(private readonly deps: { db: DB; clock: AccountClock; scale: number }) {}

  /** Refuses an attempt past a limit (429 RATE_LIMITED with Retry-After), before anything is charged or prompted. */
  async admit(tx: Tx, attempt: PayAttempt): Promise<void> {
    const fingerprint = attempt.cardFingerprint ?? null;
    const now = this.deps.clock.wallNow().getTime();
    const since = (ms: number) => new Date(now - ms);
    const { rows } = await sql<Counts>`
      SELECT
        (SELECT count(*) FROM pay_attempts WHERE code = ${attempt.code} AND created_at > ${since(MINUTE)}) AS page,
        (SELECT count(*) FROM pay_attempts WHERE client_address = ${attempt.clientAddress} AND created_at > ${since(MINUTE)}) AS address,
        (SELECT count(DISTINCT card_fingerprint) FROM pay_attempts
          WHERE NOT by_owner AND client_address = ${attempt.clientAddress} AND created_at > ${since(10 * MINUTE)}) AS address_cards,
        (SELECT count(DISTINCT card_fingerprint) FROM pay_attempts WHERE NOT by_owner AND code = ${attempt.code} AND created_at > ${since(10 * MINUTE)}) AS page_cards,
        EXISTS (SELECT 1 FROM pay_attempts
          WHERE NOT by_owner AND card_fingerprint = ${fingerprint} AND (client_address = ${attempt.clientAddress} OR code = ${attempt.code})
            AND created_at > ${since(10 * MINUTE)}) AS known_card,
        (SELECT count(*) FROM pay_attempts
          WHERE declined AND NOT by_owner AND (client_address = ${attempt.clientAddress} OR card_fingerprint = ${fingerprint}) AND created_at > ${since(HOUR)}) AS declines,
        (SELECT count(*) FROM pay_attempts WHERE payer_phone = ${attempt.payerPhone ?? null} AND created_at > ${since(10 * MINUTE)}) AS prompts`.execute(tx);
    const counts = rows[0]!;
    const past = (count: string, limit: number) => Number(count) >= limit * this.deps.scale;
    if (past(counts.page, PAY_LIMITS.perPagePerMinute)) throw tooMany('This page is taking many payments right now; try again in a minute.', 60);
    if (past(counts.address, PAY_LIMITS.perAddressPerMinute)) throw tooMany('Too many payment attempts from here; try again in a minute.', 60);
    if (attempt.method === 'CARD' && !attempt.byOwner) {
      if (past(counts.declines, PAY_LIMITS.declinesPerHour))
        throw tooMany('Too many declined card payments from here; card payments are paused for an hour. Mobile money still works.', 3600);
      // A card already used here goes on; a new one counts against the cards this place and this page may try.
      if (!counts.known_card && past(counts.address_cards, PAY_LIMITS.cardsPerAddressPer10Minutes))
        throw tooMany('Too many different cards tried from here; try again in 10 minutes.', 600);
      if (!counts.known_card && past(counts.page_cards, PAY_LIMITS.cardsPerPagePer10Minutes))
        throw tooMany('Too many different cards were tried on this page; try again in 10 minutes.', 600);
    }
    if (past(counts.prompts, PAY_LIMITS.promptsPerNumberPer10Minutes))
      throw tooMany('This number was asked to pay several times already; approve or decline the prompts on the phone, or try again in 10 minutes.', 600);
  }

  /** Counts an attempt admitted, with whether its card was declined. */
  async record(tx: Tx, attempt: PayAttempt, declined: boolean): Promise<void> {
    await tx
      .insertInto('pay_attempts')
      .values({
        code: attempt.code,
        client_address: attempt.clientAddress,
        method: attempt.method,
        card_fingerprint: attempt.cardFingerprint ?? null,
        payer_phone: attempt.payerPhone ?? null,
        declined,
        by_owner: attempt.byOwner === true,
        created_at: this.deps.clock.wallNow(),
      })
      .execute();
  }

  /** A keyed hash of the card number: the same card is recognised; the number is never stored. Before the attempt's transaction. */
  async fingerprint(number: string): Promise<string> {
    this.key ??= platformSecret(this.deps.db, this.deps.clock, 'card-fingerprint-key').catch((error: unknown) => {
      this.key = undefined;
      throw error;
    });
    return createHmac('sha256', await this.key)
      .update(number)
      .digest('base64url');
  }
}
