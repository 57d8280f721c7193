import { toWire, wireOf } from '../../platform/wire.js';
import { z } from 'zod';
import { type AnyRoute, route } from '../../app/route-definition.js';
import { restList, restPage } from '../../platform/pagination.js';
import { PageQuery } from '../../platform/validation.js';
import { EligibilityJson, LoanJson, LoanProductJson } from './loans.json.js';
import { ApplyLoanInput, RepayLoanInput } from './loans.service.js';

const LoanParams = z.object({ id: z.string().describe('ln_…') });

export function loansRoutes(): AnyRoute[] {
  const tags = ['Loans'];
  return [
    route({
      method: 'GET',
      url: '/loans/products',
      operationId: 'listLoanProducts',
      tags,
      auth: 'user',
      response: z.array(LoanProductJson),
      summary: "The sandbox's loan products: amounts, terms, rate, fees and the minimum credit score",
      handler: async ({ services }) => (await services.loans.products()).map(wireOf(LoanProductJson)),
    }),
    route({
      method: 'POST',
      url: '/loans/apply',
      operationId: 'createLoan',
      graphql: 'Mutation.applyForLoan',
      tags,
      auth: 'user',
      body: ApplyLoanInput,
      idempotent: true,
      response: LoanJson,
      errors: ['NOT_FOUND', 'LOAN_ALREADY_OPEN', 'KYC_LIMIT_EXCEEDED'],
      summary:
        'Apply for a loan ({productId, amount, currency, termMonths, purpose?}): PENDING_APPROVAL until the sandbox underwriter decides, a minute later on the account clock',
      handler: async ({ services, principal, body }) => toWire(LoanJson, await services.loans.apply(principal, body)),
    }),
    route({
      method: 'GET',
      url: '/loans',
      operationId: 'listLoans',
      tags,
      auth: 'user',
      query: PageQuery,
      response: restPage(LoanJson),
      summary: "The user's loans, newest first (page zero-based, size 1-100, default 20)",
      handler: async ({ services, principal, query }) => restList(query, (page) => services.loans.list(principal, page), wireOf(LoanJson)),
    }),
    route({
      method: 'GET',
      url: '/loans/:id',
      operationId: 'retrieveLoan',
      tags,
      auth: 'user',
      params: LoanParams,
      response: LoanJson,
      summary: 'One loan with its repayment schedule, what it still owes and its repayments',
      handler: async ({ services, principal, params }) => toWire(LoanJson, await services.loans.get(principal, params.id)),
    }),
    route({
      method: 'POST',
      url: '/loans/:id/repay',
      operationId: 'repayLoan',
      tags,
      auth: 'user',
      params: LoanParams,
      body: RepayLoanInput,
      idempotent: true,
      response: LoanJson,
      errors: ['OVERPAYMENT', 'LOAN_NOT_REPAYABLE', 'INSUFFICIENT_FUNDS'],
      summary: 'Repay from the wallet ({amount}): oldest instalment first, late fees then interest then principal; more than is owed is 409 OVERPAYMENT',
      handler: async ({ services, principal, params, body }) => toWire(LoanJson, await services.loans.repay(principal, params.id, body)),
    }),
    route({
      method: 'GET',
      url: '/credit/eligibility',
      operationId: 'retrieveCreditEligibility',
      graphql: 'Query.loanEligibility',
      tags: ['Credit'],
      auth: 'user',
      response: EligibilityJson,
      summary: 'Whether the user can borrow now, up to what amount of each product, and why not',
      handler: async ({ services, principal }) => toWire(EligibilityJson, await services.loans.eligibility(principal)),
    }),
  ];
}
