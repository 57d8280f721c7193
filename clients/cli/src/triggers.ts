// What `payments trigger <event type>` does to make the sandbox produce each event: the calls a
// merchant's server would make, through the resource services, with the CLI's credential. Each
// trigger funds what it spends first, and leaves nothing open that would refuse the next run (a
// goal is completed, each dispute is of a new payment), so it can run any number of times in a row.
import type { PaymentsClient } from '@payments-platform/client';

export interface TriggerContext {
  payments: PaymentsClient;
  /** The hosted pages' origin (the API's base URL without /ms/v1). */
  origin: string;
  /** The CLI's bearer credential, so the hosted page counts a test card as its owner's. */
  bearer: string | undefined;
}
type Trigger = (context: TriggerContext) => Promise<void>;

async function fund({ payments }: TriggerContext, amount: string): Promise<void> {
  const wallet = await payments.wallets.retrieve();
  await payments.sandboxWallets.fund({ walletId: wallet.id, amount, currency: 'GHS' });
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

const billPayment: Trigger = async (context) => {
  // The bill and its fee.
  await fund(context, '6.00');
  await context.payments.billPayments.create({ providerId: 'bp_gwcl', accountNumber: '0241234567', amount: '5.00', currency: 'GHS' });
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

/** A dispute of the merchant's own bill payment: the payer of a transaction disputes it. */
const dispute: Trigger = async (context) => {
  await fund(context, '6.00');
  const paid = await context.payments.billPayments.create({ providerId: 'bp_gwcl', accountNumber: '0241234567', amount: '5.00', currency: 'GHS' });
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
};

/**
 * The event types no trigger makes, and why: they need a credential a merchant's CLI does not hold,
 * another person, or time to pass on the account's clock.
 */
export const NOT_TRIGGERED: Record<string, string> = {
  'rate.updated': 'an administrator sets exchange rates',
  'collection.completed': "a mobile money collection needs the collection product's key and an API user",
  'kyc.tier_changed': 'a KYC tier changes by review, not by a merchant call',
  'referral.completed': 'a referral completes when another person signs up with the code and pays',
  'payment_request.expired': "a payment request expires when the account's sandbox clock passes its expiry",
  'loan.disbursed': 'the sandbox underwriter decides a loan a minute after it is applied for (POST /loans/apply); the events follow then',
};
