import { Timestamp, CalendarDate } from '../../platform/wire-formats.js';
import { z } from 'zod';
import { moneyIn } from '../../platform/money.js';
import { ScheduleJsonFields, scheduleJson } from '../schedules/schedules.json.js';
import type { SavingsPlanModel } from './savings-plans.service.js';
import { resource } from '../../platform/resources.js';

export const SavingsPlanJson = resource(
  'SavingsPlan',
  "A savings goal's repeating deposit.",
  z.object({
    id: z.string().describe('sp_…'),
    goalId: z.string(),
    amount: z.number(),
    currency: z.string().describe("the goal's currency"),
    ...ScheduleJsonFields,
    nextDebitDate: CalendarDate.nullable().describe('YYYY-MM-DD, the next date the wallet is debited; null unless ACTIVE'),
    createdAt: Timestamp,
  }),
);

export const planToJson = (p: SavingsPlanModel): z.input<typeof SavingsPlanJson> => ({
  id: p.id,
  goalId: p.goalId,
  amount: moneyIn(p, p.amount).toNumber(),
  currency: p.currency,
  ...scheduleJson(p.schedule),
  nextDebitDate: p.schedule.nextRunDate,
  createdAt: p.createdAt.toISOString(),
});
