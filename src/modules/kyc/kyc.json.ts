import { Timestamp, MoneyAmount } from '../../platform/wire-formats.js';
import { resource } from '../../platform/resources.js';
import { z } from 'zod';

export const TierJson = resource(
  'KycTier',
  'A KYC tier: its requirements and limits (GHS).',
  z.object({
    level: z.number().int(),
    name: z.string(),
    requirements: z.array(z.string()).describe('document types the tier needs'),
    limitsCurrency: z.string(),
    perTransactionLimit: MoneyAmount,
    dailyLimit: MoneyAmount,
    monthlyLimit: MoneyAmount,
    maxBalance: MoneyAmount,
  }),
);
export const DocumentJson = resource(
  'KycDocument',
  'A document uploaded for KYC.',
  z.object({
    id: z.string().describe('kyd_…'),
    type: z.string(),
    fileName: z.string(),
    contentType: z.string(),
    sizeBytes: z.number().int(),
    sha256: z.string(),
    status: z.string().describe('SUBMITTED, ACCEPTED or REJECTED'),
    createdAt: Timestamp,
  }),
);
export const UpgradeJson = resource(
  'KycUpgrade',
  'A request to move to a higher KYC tier, and its review.',
  z.object({
    id: z.string().describe('kyu_…'),
    fromTier: z.number().int(),
    targetTier: z.number().int(),
    status: z.string().describe('PENDING, APPROVED or REJECTED'),
    reason: z.string().nullable(),
    createdAt: Timestamp,
    reviewAt: Timestamp,
    decidedAt: Timestamp.nullable(),
  }),
);

export const KycStatusJson = resource(
  'KycStatus',
  "A user's KYC tier and limits, documents, pending upgrade and usage.",
  z.object({
    tier: TierJson,
    documents: z.array(DocumentJson),
    pendingUpgrade: UpgradeJson.nullable(),
    usage: z.object({ currency: z.string(), today: MoneyAmount, thisMonth: MoneyAmount }),
  }),
);
