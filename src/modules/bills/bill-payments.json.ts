import { Timestamp, CalendarDate, MoneyAmount } from '../../platform/wire-formats.js';
import { z } from 'zod';
import { ScheduleJsonFields } from '../schedules/schedules.json.js';
import { resource } from '../../platform/resources.js';

export const BillPaymentJson = resource(
  'BillPayment',
  'A payment of a bill to a biller (electricity, water, airtime, …), from the wallet.',
  z.object({
    id: z.string().describe('bpy_…'),
    providerId: z.string(),
    providerName: z.string(),
    accountNumber: z.string(),
    amount: MoneyAmount,
    fee: MoneyAmount.describe('debited with the amount'),
    currency: z.string(),
    status: z.enum(['PENDING', 'COMPLETED', 'FAILED']).describe('PENDING: the biller has not answered yet; read it again with GET /bills/history/{id}'),
    receiptNumber: z.string().nullable(),
    token: z.string().nullable().describe('the prepaid token (electricity)'),
    failureReason: z.string().nullable(),
    scheduledPaymentId: z.string().nullable(),
    createdAt: Timestamp,
    paidAt: Timestamp.nullable(),
  }),
);

export const ScheduledBillPaymentJson = resource(
  'ScheduledBillPayment',
  'A bill payment that repeats on a schedule.',
  z.object({
    id: z.string().describe('bsc_…'),
    providerId: z.string(),
    providerName: z.string(),
    accountNumber: z.string(),
    amount: MoneyAmount,
    currency: z.string(),
    ...ScheduleJsonFields,
    nextPaymentDate: CalendarDate.nullable().describe('YYYY-MM-DD; null unless ACTIVE'),
    createdAt: Timestamp,
  }),
);
