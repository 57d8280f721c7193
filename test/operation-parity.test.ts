import { describe, expect, it } from 'vitest';
import { buildSchema } from '../src/graphql/schema.js';
import { openApiDocument } from '../src/http/openapi.js';

/**
 * Every REST operation has a GraphQL counterpart: a Query or Mutation field of the same name (or
 * `retrieveX` → `x`, `listX` → `x`), else the one named here. Where GraphQL has no counterpart by
 * design, DELIBERATE says why. A new route without either fails this test.
 */
const COUNTERPARTS: Record<string, string> = {
  createSavedBiller: 'Mutation.saveBiller',
  createBillPayment: 'Mutation.payBill',
  createScheduledBillPayment: 'Mutation.scheduleBillPayment',
  listScheduledBillPaymentOccurrences: 'ScheduledBillPayment.occurrences',
  createRefund: 'Mutation.refundPayment',
  retrieveRefund: 'Query.paymentRefund',
  listRefunds: 'Payment.refunds',
  listCreditScores: 'Query.creditHistory',
  createDeveloperAccount: 'Mutation.signUpDeveloper',
  updateDeveloperAccountPlan: 'Mutation.setAccountPlan',
  createApiToken: 'Mutation.createApiAccessToken',
  createDispute: 'Mutation.fileDispute',
  createDisputeComment: 'Mutation.addDisputeComment',
  listAllDisputes: 'Query.openDisputes',
  createFundIn: 'Mutation.fundWallet',
  createCashOut: 'Mutation.cashOutWallet',
  createFundInRefund: 'Mutation.refundFundIn',
  updateFundIn: 'Mutation.updateWalletFunding',
  updateCashOut: 'Mutation.updateWalletFunding',
  listFundIns: 'Query.walletFundIns',
  listCashOuts: 'Query.walletCashOuts',
  listExchangeRates: 'Query.fxRates',
  updateExchangeRate: 'Mutation.setExchangeRate',
  registerUser: 'Mutation.register',
  createSession: 'Mutation.login',
  requestPasswordReset: 'Mutation.forgotPassword',
  retrieveUser: 'Query.me',
  updateUser: 'Mutation.updateMe',
  revokeSessions: 'Mutation.logoutAll',
  sendPhoneVerificationCode: 'Mutation.requestPhoneVerification',
  createKycDocument: 'Mutation.uploadKycDocument',
  updateKycTier: 'Mutation.setKycTier',
  createLoan: 'Mutation.applyForLoan',
  retrieveCreditEligibility: 'Query.loanEligibility',
  retrieveMomoAccountBalance: 'Query.mobileMoneyAccountBalance',
  retrieveMomoAccountHolderStatus: 'Query.mobileMoneyAccountHolderActive',
  retrieveMomoBasicUserInfo: 'Query.mobileMoneyAccountHolderInfo',
  // MTN's operations, one per product and kind on REST, are one mutation and one lookup in GraphQL, the kind an argument.
  createMomoRequestToPay: 'Mutation.startMobileMoneyOperation',
  createMomoPayment: 'Mutation.startMobileMoneyOperation',
  createMomoWithdrawal: 'Mutation.startMobileMoneyOperation',
  createMomoInvoice: 'Mutation.startMobileMoneyOperation',
  createMomoPreApproval: 'Mutation.startMobileMoneyOperation',
  createMomoTransfer: 'Mutation.startMobileMoneyOperation',
  createMomoDeposit: 'Mutation.startMobileMoneyOperation',
  createMomoRefund: 'Mutation.startMobileMoneyOperation',
  createMomoRemittance: 'Mutation.startMobileMoneyOperation',
  createMomoCashRemittance: 'Mutation.startMobileMoneyOperation',
  retrieveMomoRequestToPay: 'Query.mobileMoneyOperation',
  retrieveMomoPayment: 'Query.mobileMoneyOperation',
  retrieveMomoWithdrawal: 'Query.mobileMoneyOperation',
  retrieveMomoInvoice: 'Query.mobileMoneyOperation',
  retrieveMomoPreApproval: 'Query.mobileMoneyOperation',
  retrieveMomoTransfer: 'Query.mobileMoneyOperation',
  retrieveMomoDeposit: 'Query.mobileMoneyOperation',
  retrieveMomoRefund: 'Query.mobileMoneyOperation',
  retrieveMomoRemittance: 'Query.mobileMoneyOperation',
  retrieveMomoCashRemittance: 'Query.mobileMoneyOperation',
  cancelMomoInvoice: 'Mutation.cancelMobileMoneyOperation',
  cancelMomoPreApproval: 'Mutation.cancelMobileMoneyOperation',
  listPayrollItems: 'PayrollBatch.items',
  createPosSale: 'Mutation.posSale',
  createPosRefund: 'Mutation.posRefund',
  listPosCatalogItems: 'Query.posCatalog',
  createPosCatalogItem: 'Mutation.addPosCatalogItem',
  retrieveReferralCode: 'Query.referralSummary',
  listSavingsPlanOccurrences: 'SavingsPlan.occurrences',
  listWalletBalances: 'Wallet.balances',
  retrieveWalletBalance: 'Wallet.balances',
  createWalletTransfer: 'Mutation.transferToWallet',
  openWalletCurrencyAccount: 'Mutation.addWalletAccount',
  closeWalletCurrencyAccount: 'Mutation.removeWalletAccount',
  listWalletTransactions: 'Wallet.transactions',
  fundSandboxWallet: 'Mutation.sandboxFundWallet',
  createWebhookEndpoint: 'Mutation.registerWebhook',
  updateWebhookEndpoint: 'Mutation.updateWebhook',
  deleteWebhookEndpoint: 'Mutation.deleteWebhook',
  rotateWebhookEndpointSecret: 'Mutation.rotateWebhookSecret',
  enableWebhookEndpoint: 'Mutation.enableWebhook',
  testWebhookEndpoint: 'Mutation.sendWebhookTest',
  listWebhookDeliveries: 'WebhookEndpoint.deliveries',
  redeliverWebhookDelivery: 'Mutation.redeliverWebhook',
};

/** REST operations without a GraphQL counterpart by design, each with its reason (none today). */
const DELIBERATE: Record<string, string> = {};

type FieldsOf = { getFields(): Record<string, unknown> };

describe('REST operations', () => {
  it('each have a GraphQL counterpart: the same name, or the one named here', async () => {
    const schema = buildSchema();
    const has = (typeName: string, field: string) => field in ((schema.getType(typeName) as unknown as FieldsOf | undefined)?.getFields() ?? {});
    const operations = Object.values((await openApiDocument()).paths as Record<string, Record<string, { operationId?: string }>>)
      .flatMap((methods) => Object.values(methods))
      .map((operation) => operation.operationId)
      .filter((id): id is string => Boolean(id));
    expect(operations.length).toBeGreaterThan(150);
    const lowerFirst = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);
    const missing = operations.filter((id) => {
      if (DELIBERATE[id]) return false;
      const named = COUNTERPARTS[id];
      if (named) {
        const [typeName, field] = named.split('.') as [string, string];
        return !has(typeName, field);
      }
      const shortened = lowerFirst(id.replace(/^(retrieve|list)/, ''));
      return ![id, shortened].some((name) => has('Query', name) || has('Mutation', name));
    });
    expect(missing).toEqual([]);
    // The table names only operations that exist: a renamed route does not leave a stale line behind.
    expect(Object.keys(COUNTERPARTS).filter((id) => !operations.includes(id))).toEqual([]);
  });
});
