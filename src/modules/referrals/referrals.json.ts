import { Timestamp, WebUrl, MoneyAmount } from '../../platform/wire-formats.js';
import { z } from 'zod';
import { resource } from '../../platform/resources.js';

export const ReferralSummaryJson = resource(
  'ReferralSummary',
  "The user's referral code, share URL and what their referrals earned.",
  z.object({
    code: z.string(),
    shareUrl: WebUrl,
    totalReferrals: z.number().int().describe('every referral made with the code: the length of GET /referrals'),
    completedReferrals: z.number().int().describe('those that paid a reward: the length of GET /referrals/rewards'),
    totalRewardsEarned: MoneyAmount,
    rewardCurrency: z.string(),
  }),
);

export const ReferralJson = resource(
  'Referral',
  "A user who registered with the caller's referral code, and the reward it earned.",
  z.object({
    id: z.string().describe('rfl_…'),
    referredUserName: z.string().describe('first name and initial'),
    status: z.enum(['PENDING', 'QUALIFIED', 'COMPLETED', 'REJECTED', 'REVERSED']),
    statusReason: z
      .string()
      .nullable()
      .describe('SELF_REFERRAL, PHONE_ALREADY_REWARDED, PAYING_NUMBER_ALREADY_REWARDED, QUALIFYING_TRANSACTION_REFUNDED, QUALIFYING_MONEY_CASHED_OUT'),
    reward: MoneyAmount,
    rewardCurrency: z.string(),
    createdAt: Timestamp,
    qualifiedAt: Timestamp.nullable(),
    completedAt: Timestamp.nullable().describe('when the reward was paid'),
  }),
);
