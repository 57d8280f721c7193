// What `payments trigger <event type>` does to make the sandbox produce each event: the calls a
// merchant's server would make, through the resource services, with the CLI's credential. Each
// trigger funds what it spends first, and leaves nothing open that would refuse the next run (a
// goal is completed, each dispute is of a new payment), so it can run any number of times in a row.
import { PermissionDeniedError, type PaymentsClient } from '@payments-platform/client';

export interface TriggerContext {
  payments: PaymentsClient;
  /** The hosted pages' origin (the API's base URL without /ms/v1). */
  origin: string;
  /** The CLI's bearer credential, so the hosted page counts a test card as its owner's. */
  bearer: string | undefined;
  /** Whether the CLI holds the collection product's key and an API user (payments login --collection-key --api-user). */
  mobileMoney: boolean;
  /** A client of the same server and app key, for a user of the account's app (not the CLI's merchant). */
  appClient: () => PaymentsClient;
  /** The developer allowed a trigger to move the account's sandbox clock by days (--move-clock). */
  moveClock: boolean;
  /** A lookup that does not change (the merchant's wallet, the loan catalogue): made once and kept with the CLI's settings, so a trigger spends fewer of the plan's requests. */
  remember: <T>(name: string, lookup: () => Promise<T>) => Promise<T>;
}
type Trigger = (context: TriggerContext) => Promise<void>;

async function fund({ payments, remember }: TriggerContext, amount: string): Promise<void> {
  const walletId = await remember('walletId', async () => (await payments.wallets.retrieve()).id);
  await payments.sandboxWallets.fund({ walletId, amount, currency: 'GHS' });
}

/** A card payment on a new payment link's hosted page, as a payer would make it. */
async function payByCard({ payments, origin, bearer }: TriggerContext, card: string): Promise<void> {
  const link = await payments.paymentLinks.create({ title: 'Triggered by the CLI', amount: '12.00', currency: 'GHS', amountFixed: true });
  const form = new URLSearchParams({ method: 'card', number: card, expMonth: '12', expYear: String(new Date().getFullYear() + 3), cvc: '123' });
  // With the owner's credential: the page counts the attempt as the owner's test, never as card testing.
  const paid = await fetch(`${origin}/pay/${link.url.split('/').pop()}`, {
    method: 'POST',
    body: form,
    redirect: 'manual',
    headers: bearer ? { Authorization: `Bearer ${bearer}` } : {},
  });
  if (paid.status >= 500) throw new Error(`the hosted page failed: HTTP ${paid.status}`);
}

const payment: Trigger = (context) => payByCard(context, '4242424242424242');

const refund: Trigger = async (context) => {
  await payment(context);
  const [newest] = (await context.payments.payments.list({ size: 1 })).items;
  if (!newest) throw new Error('the card payment did not arrive');
  await context.payments.refunds.create(newest.id, {});
};

const invoice: Trigger = async ({ payments }) => {
  await payments.invoices.create({
    customerEmail: 'customer@example.com',
    currency: 'GHS',
    items: [{ description: 'Triggered by the CLI', quantity: 1, unitPrice: '25.00' }],
  });
};

const invoiceVoided: Trigger = async ({ payments }) => {
  const created = await payments.invoices.create({
    customerEmail: 'customer@example.com',
    currency: 'GHS',
    items: [{ description: 'Triggered by the CLI, then voided', quantity: 1, unitPrice: '25.00' }],
  });
  await payments.invoices.void(created.id);
};

/** Ghana Water paid 5.00 from the merchant's wallet, funded first with the bill and its fee. */
async function payBill(context: TriggerContext) {
  await fund(context, '6.00');
  return context.payments.billPayments.create({ providerId: 'bp_gwcl', accountNumber: '0241234567', amount: '5.00', currency: 'GHS' });
}

const billPayment: Trigger = async (context) => {
  await payBill(context);
};

const savingsGoal: Trigger = async (context) => {
  await fund(context, '1.00');
  const goal = await context.payments.savingsGoals.create({ name: 'Triggered by the CLI', targetAmount: '1.00', currency: 'GHS' });
  await context.payments.savingsGoals.deposit(goal.id, { amount: '1.00' });
};

const posSale: Trigger = async ({ payments }) => {
  await payments.posSales.create({ items: [{ description: 'Triggered by the CLI', quantity: 1, unitPrice: '4.00' }], paymentMethod: 'cash', currency: 'GHS' });
};

const payroll: Trigger = async (context) => {
  await fund(context, '2.00');
  const batch = await context.payments.payrollBatches.create({
    name: 'Triggered by the CLI',
    currency: 'GHS',
    employees: [{ name: 'Ama Mensah', phone: '+233241234567', amount: '1.00' }],
  });
  await context.payments.payrollBatches.process(batch.id);
};

const remittance: Trigger = async (context) => {
  await fund(context, '5.00');
  const recipient = await context.payments.recipients.create({ name: 'Kofi Boateng', phone: '+233241234567', provider: 'MTN' });
  await context.payments.transfers.create({ recipientId: recipient.id, amount: '1.00', sendCurrency: 'GHS', receiveCurrency: 'GHS', speedTier: 'express' });
};

/**
 * A loan applied for, decided by the sandbox underwriter (a minute later on the account's sandbox
 * clock, which the trigger moves that minute), and repaid in full, so the next run may borrow again.
 */
const loan: Trigger = async (context) => {
  const { payments } = context;
  const product = await context.remember('loanProduct', async () => {
    const [first] = await payments.loanProducts.list();
    if (!first) throw new Error('the sandbox offers no loan product');
    return { id: first.id, minAmount: first.minAmount, currency: first.currency, minTermMonths: first.minTermMonths };
  });
  const applied = await payments.loans.create({
    productId: product.id,
    amount: product.minAmount,
    currency: product.currency,
    termMonths: product.minTermMonths,
  });
  await payments.sandboxClocks.advance({ seconds: 61 });
  const decided = await payments.loans.retrieve(applied.id);
  if (decided.status !== 'ACTIVE')
    throw new Error(
      `the underwriter did not lend (${decided.rejectionReason}): the account's merchant may not borrow yet (its credit score, KYC tier, balance and activity decide)`,
    );
  // The wallet holds the principal less the fee taken at disbursement; the repayment needs the rest.
  await fund(context, decimalDifference(decided.outstanding.total, decimalDifference(decided.principalAmount, decided.fee)));
  await payments.loans.repay(decided.id, { amount: decided.outstanding.total });
};

/** a - b, of two decimal texts, exactly (never through a float). */
function decimalDifference(a: string, b: string): string {
  const places = Math.max(a.split('.')[1]?.length ?? 0, b.split('.')[1]?.length ?? 0);
  const scaled = (text: string) => BigInt(text.replace('.', '') + '0'.repeat(places - (text.split('.')[1]?.length ?? 0)));
  const difference = (scaled(a) - scaled(b)).toString().padStart(places + 1, '0');
  return places ? `${difference.slice(0, -places)}.${difference.slice(-places)}` : difference;
}

/** A mobile money request to pay from a sandbox number that approves; it completes a moment later. */
const collection: Trigger = async ({ payments, mobileMoney }) => {
  if (!mobileMoney)
    throw new Error(
      "a mobile money collection needs the collection product's key and an API user: payments login … --collection-key <key> --api-user <id>:<key>",
    );
  await payments.momoRequestToPays.create(
    {
      amount: '5.00',
      currency: 'EUR',
      externalId: 'cli-trigger',
      payer: { partyIdType: 'MSISDN', partyId: '233241234567' },
      payerMessage: 'Triggered by the CLI',
      payeeNote: 'CLI',
    },
    { headers: { 'X-Reference-Id': crypto.randomUUID() } },
  );
};

/** The smallest PNG there is: a document's content for the sandbox reviewer, who checks its type, not its picture. */
const PIXEL_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/**
 * A new user of the account's app reaches KYC tier 1: registered, signed in, an identity document
 * and a selfie sent, the upgrade asked for, and the account's sandbox clock moved to its review.
 */
const kycTier: Trigger = async ({ payments, appClient }) => {
  const { client: user } = await newAppUser(appClient, 'Abena', true);
  for (const [type, fileName] of [
    ['NATIONAL_ID', 'id.png'],
    ['SELFIE', 'selfie.png'],
  ] as const) {
    await user.kycDocuments.create({ type, fileName, contentType: 'image/png', content: PIXEL_PNG });
  }
  const upgrade = await user.kycUpgrades.request({ targetTier: 1 });
  await payments.sandboxClocks.advance({ to: upgrade.reviewAt });
};

/** A new user of the account's app, registered with a unique e-mail and phone (signed in when asked). */
async function newAppUser(
  appClient: () => PaymentsClient,
  firstName: string,
  signIn: boolean,
  referralCode?: string,
): Promise<{ client: PaymentsClient; email: string; phone: string }> {
  const client = appClient();
  const serial = String(crypto.getRandomValues(new Uint32Array(1))[0]! % 10_000_000).padStart(7, '0');
  const email = `${firstName.toLowerCase()}-${crypto.randomUUID()}@example.com`;
  const phone = `+23324${serial}`;
  const password = `cli-${crypto.randomUUID()}`;
  await client.users.register({ firstName, lastName: 'Asante', email, phone, password, country: 'GH', ...(referralCode ? { referralCode } : {}) });
  if (signIn) await client.signIn(email, password);
  return { client, email, phone };
}

const WEEK_AND_A_MINUTE_SECONDS = 7 * 86_400 + 60;

/**
 * A referral of the merchant's code completed: a new user signs up with it, verifies their phone
 * (the code read from the sandbox's outbox), funds 10.00 by mobile money, and the week's hold
 * passes on the account's sandbox clock; only with --move-clock, as for an expired request.
 */
const referral: Trigger = async ({ payments, appClient, moveClock, remember }) => {
  if (!moveClock)
    throw new Error("referral.completed needs the account's sandbox clock moved a week, which runs everything else due in it: add --move-clock to allow it");
  const code = await remember('referralCode', async () => (await payments.referralCodes.retrieve()).code);
  const { client: referred, phone } = await newAppUser(appClient, 'Esi', true, code);
  // Signing up sent the phone's verification code, which only the merchant signed in may read (never a secret key).
  let sms: string;
  try {
    sms = (await payments.sandboxSms.list({ to: phone })).items[0]?.body ?? '';
  } catch (error) {
    if (!(error instanceof PermissionDeniedError)) throw error;
    throw new Error(
      "referral.completed reads the new user's phone code from the sandbox SMS outbox, which a secret key cannot read: sign in as the merchant (payments login --key … --email … --password …)",
    );
  }
  await referred.phones.verify({ code: /\b\d{6}\b/.exec(sms)?.[0] ?? '' });
  await referred.fundIns.create({ amount: '10.00', currency: 'GHS', phone });
  // The mobile money fund-in completes a moment later; the reward is paid after a week's hold.
  await payments.sandboxClocks.advance({ seconds: 60 });
  await payments.sandboxClocks.advance({ seconds: WEEK_AND_A_MINUTE_SECONDS });
};

/**
 * A payment request to a new user of the app, left unanswered past its week: only with --move-clock,
 * since moving the account's sandbox clock a week runs everything else that falls due in it.
 */
const paymentRequestExpired: Trigger = async ({ payments, appClient, moveClock }) => {
  if (!moveClock)
    throw new Error(
      "payment_request.expired needs the account's sandbox clock moved a week, which runs everything else due in it: add --move-clock to allow it",
    );
  const { email } = await newAppUser(appClient, 'Yaw', false);
  const request = await payments.paymentRequests.create({ fromEmail: email, amount: '2.00', currency: 'GHS', note: 'Triggered by the CLI' });
  await payments.sandboxClocks.advance({ to: new Date(Date.parse(request.expiresAt) + 60_000).toISOString() });
};

/** A dispute of the merchant's own bill payment: the payer of a transaction disputes it. */
const dispute: Trigger = async (context) => {
  const paid = await payBill(context);
  await context.payments.disputes.create({ transactionId: paid.id, reason: 'not_received', description: 'Triggered by the CLI: the bill was not credited.' });
};

/** Each event type the CLI can make the sandbox produce, by what produces it. */
export const TRIGGERS: Record<string, Trigger> = {
  'wallet.funded': (context) => fund(context, '10.00'),
  'wallet.debited': savingsGoal,
  'savings.goal_completed': savingsGoal,
  'payment.completed': payment,
  'checkout.session.completed': payment,
  'payment_link.paid': payment,
  'payment.failed': (context) => payByCard(context, '4000000000000002'),
  'payment.refunded': refund,
  'invoice.created': invoice,
  'invoice.sent': invoice,
  'invoice.cancelled': invoiceVoided,
  'bill_payment.completed': billPayment,
  'pos.sale_completed': posSale,
  'payroll.batch_settled': payroll,
  'remittance.pending': remittance,
  'remittance.processing': remittance,
  'remittance.completed': remittance,
  'transfer.completed': remittance,
  'dispute.opened': dispute,
  'loan.disbursed': loan,
  'loan.repayment_received': loan,
  'loan.paid_off': loan,
  'collection.completed': collection,
  'kyc.tier_changed': kycTier,
  'payment_request.expired': paymentRequestExpired,
  'referral.completed': referral,
};

/**
 * The event types no trigger makes, and why: they need a credential a merchant's CLI does not hold,
 * another person, or time to pass on the account's clock.
 */
export const NOT_TRIGGERED: Record<string, string> = {
  'rate.updated': 'an administrator sets exchange rates',
};
