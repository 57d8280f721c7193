import { Timestamp, MoneyAmount } from '../../platform/wire-formats.js';
import { z } from 'zod';
import { resource } from '../../platform/resources.js';
import { MetadataJson } from '../../platform/metadata.js';

export const PayrollBatchJson = resource(
  'PayrollBatch',
  'A batch of salary payments to mobile money numbers, processed together.',
  z.object({
    id: z.string().describe('pb_…'),
    name: z.string(),
    currency: z.string(),
    templateId: z.string().nullable(),
    totalEmployees: z.number().int(),
    totalAmount: MoneyAmount,
    totalFees: MoneyAmount.describe('1% of each amount, held with it and taken when it is paid'),
    status: z.enum(['DRAFT', 'PROCESSING', 'COMPLETED', 'PARTIALLY_COMPLETED', 'FAILED']),
    items: z.object({ pending: z.number().int(), processing: z.number().int(), succeeded: z.number().int(), failed: z.number().int() }),
    createdAt: Timestamp,
    processedAt: Timestamp.nullable(),
    completedAt: Timestamp.nullable(),
    metadata: MetadataJson.describe('your own data on the batch (a pay period, a cost centre)'),
  }),
);

export const PayrollItemJson = resource(
  'PayrollItem',
  "One employee's payment in a payroll batch.",
  z.object({
    id: z.string().describe('pi_…'),
    name: z.string(),
    phone: z.string(),
    amount: MoneyAmount,
    fee: MoneyAmount,
    currency: z.string(),
    reference: z.string().describe('the disbursement’s reference, the same on every retry'),
    status: z.enum(['PENDING', 'PROCESSING', 'SUCCEEDED', 'FAILED']),
    failureReason: z.string().nullable(),
    attempts: z.number().int(),
    metadata: MetadataJson.describe('your own data on the payment (an employee number, a cost centre)'),
  }),
);

export const PayrollTemplateJson = resource(
  'PayrollTemplate',
  'A saved list of employees to pre-fill payroll batches.',
  z.object({
    id: z.string().describe('ptpl_…'),
    name: z.string(),
    currency: z.string(),
    employees: z.array(
      z.object({
        name: z.string(),
        phone: z.string(),
        amount: MoneyAmount,
        reference: z.string().nullable(),
        metadata: MetadataJson.describe('your own data on the employee, copied onto the items of each batch made from the template'),
      }),
    ),
    createdAt: Timestamp,
  }),
);
