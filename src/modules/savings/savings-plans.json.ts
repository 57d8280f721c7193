import { Timestamp, CalendarDate, MoneyAmount } from '../../platform/wire-formats.js';
import { z } from 'zod';
import { ScheduleJsonFields } from '../schedules/schedules.json.js';
import { resource } from '../../platform/resources.js';

export const SavingsPlanJson = resource(
  'SavingsPlan',
  "A savings goal's repeating deposit.",
  z.object({
    id: z.string().describe('sp_…'),
    goalId: z.string(),
    amount: MoneyAmount,
    currency: z.string().describe("the goal's currency"),
    ...ScheduleJsonFields,
    nextDebitDate: CalendarDate.nullable().describe('YYYY-MM-DD, the next date the wallet is debited; null unless ACTIVE'),
    createdAt: Timestamp,
  }),
);
