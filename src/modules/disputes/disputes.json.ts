import { Timestamp, WebUrl, MoneyAmount } from '../../platform/wire-formats.js';
import { z } from 'zod';
import { DISPUTE_REASONS } from './disputes.tables.js';
import { resource } from '../../platform/resources.js';

export const DisputeJson = resource(
  'Dispute',
  'A dispute of a transaction: its status, priority, comments and evidence.',
  z.object({
    id: z.string().describe('dsp_…'),
    transactionId: z.string(),
    transactionType: z.enum(['P2P_TRANSFER', 'REMITTANCE', 'BILL_PAYMENT', 'FUND_IN']),
    amount: MoneyAmount.describe('what the transaction moved: the disputed amount'),
    currency: z.string(),
    reason: z.enum(DISPUTE_REASONS),
    description: z.string(),
    evidence: z.array(z.string()).describe('every evidence URL, oldest first (evidenceItems says who added each)'),
    evidenceItems: z.array(
      z.object({
        id: z.string().describe('dev_…'),
        url: WebUrl,
        addedBy: z.enum(['USER', 'RECIPIENT']).describe('USER: who filed the dispute; RECIPIENT: whom the disputed transfer paid'),
        createdAt: Timestamp,
      }),
    ),
    status: z.enum(['OPEN', 'UNDER_REVIEW', 'RESOLVED']),
    priority: z.enum(['LOW', 'MEDIUM', 'HIGH']),
    resolution: z.enum(['REFUNDED', 'DECLINED']).nullable(),
    resolutionNote: z.string().nullable(),
    createdAt: Timestamp,
    expectedResolutionDate: Timestamp.describe('filing time plus 3 (HIGH), 7 (MEDIUM) or 14 (LOW) days, on the account clock'),
    resolvedAt: Timestamp.nullable(),
    comments: z.array(
      z.object({
        id: z.string(),
        authorRole: z.enum(['USER', 'RECIPIENT', 'ADMIN']).describe('who filed the dispute, whom the disputed transfer paid, or an administrator'),
        body: z.string(),
        createdAt: Timestamp,
      }),
    ),
  }),
);
