import { isApiVersion, KNOWN_VERSIONS } from '../../platform/api-versions/api-versions.js';
import { z } from 'zod';
import { API_PRODUCTS } from '../../platform/auth/tokens.js';
import { fields } from '../../platform/validation.js';
import { RegisterInput } from '../identity/identity.inputs.js';

export const SignUpDeveloperInput = RegisterInput.extend({
  companyName: fields.name('companyName'),
});

export const CreateApiUserInput = z.strictObject({
  referenceId: fields.uuid(),
  providerCallbackHost: z
    .string({ error: 'providerCallbackHost is required' })
    .trim()
    .min(1, 'providerCallbackHost is required')
    .max(253, 'providerCallbackHost must be at most 253 characters')
    .regex(/^[A-Za-z0-9.-]+(:\d{1,5})?$/, 'providerCallbackHost must be a host name, e.g. webhook.example.com'),
});

export const ApiProductInput = z.enum(API_PRODUCTS, { error: 'product must be collection, disbursement or remittance' });

export const KeyProductInput = z.enum(['app', ...API_PRODUCTS], { error: 'product must be app, collection, disbursement or remittance' });

const PlanChangeFields = z.strictObject({
  plan: z.enum(['SANDBOX', 'STARTER', 'BUSINESS', 'ENTERPRISE'], { error: 'plan must be SANDBOX, STARTER, BUSINESS or ENTERPRISE' }),
  perMinute: z.number().int('perMinute must be an integer').min(1, 'perMinute must be at least 1').max(1_000_000).optional(),
  perDay: z.number().int('perDay must be an integer').min(1, 'perDay must be at least 1').max(1_000_000_000).optional(),
});

function checkPlanLimits(v: z.output<typeof PlanChangeFields>, ctx: z.RefinementCtx): void {
  const custom = v.perMinute !== undefined || v.perDay !== undefined;
  if (v.plan === 'ENTERPRISE' && (v.perMinute === undefined || v.perDay === undefined)) {
    ctx.addIssue({ code: 'custom', path: ['perMinute'], message: 'ENTERPRISE needs perMinute and perDay' });
  } else if (v.plan !== 'ENTERPRISE' && custom) {
    ctx.addIssue({ code: 'custom', path: ['plan'], message: 'custom limits are for the ENTERPRISE plan only' });
  } else if (v.perMinute !== undefined && v.perDay !== undefined && v.perDay < v.perMinute) {
    ctx.addIssue({ code: 'custom', path: ['perDay'], message: 'perDay must be at least perMinute' });
  }
}

/** The REST body of a plan change (the account is in the path). */
export const PlanChangeInput = PlanChangeFields.superRefine(checkPlanLimits);

export const SetAccountPlanInput = PlanChangeFields.extend({
  accountId: z.string({ error: 'accountId is required' }).min(1, 'accountId is required'),
}).superRefine(checkPlanLimits);

/** POST /developers/me/subscription-keys/rotate: which product's key ({} for the app's). */
export const RotateKeyInput = z.strictObject({ product: KeyProductInput.optional() });

/** An upgrade of the account's API version: a version that exists (src/platform/api-versions). */
export const UpgradeApiVersionInput = z.strictObject({
  version: z.string({ error: 'version is required' }).refine(isApiVersion, { error: `version must be one of ${KNOWN_VERSIONS}` }),
});
