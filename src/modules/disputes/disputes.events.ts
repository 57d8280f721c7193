import { z } from 'zod';
import { type EventDeclarations, eventAmount } from '../../platform/events/declarations.js';

const dispute = z.object({
  id: z.string().describe('dsp_…'),
  transactionId: z.string(),
  transactionType: z.enum(['P2P_TRANSFER', 'REMITTANCE', 'BILL_PAYMENT', 'FUND_IN']),
  amount: eventAmount(),
  currency: z.string().describe('ISO 4217 code'),
  reason: z.enum(['unauthorized', 'duplicate', 'not_received', 'incorrect_amount', 'other']),
  status: z.enum(['OPEN', 'UNDER_REVIEW', 'RESOLVED']),
  priority: z.enum(['LOW', 'MEDIUM', 'HIGH']),
  expectedResolutionDate: z.string(),
  resolution: z.enum(['REFUNDED', 'DECLINED']).optional(),
  resolutionNote: z.string().nullable().optional(),
});

/** The events this module announces, with their data: the webhooks section of the OpenAPI document and the docs are generated from these. */
export const disputeEvents = {
  'dispute.opened': {
    description: 'A dispute was filed (owners: the user who filed it and, for a peer-to-peer transfer, the user it paid).',
    data: z.object({ dispute }),
  },
  'dispute.updated': {
    description: 'A comment or evidence was added to a dispute (owners: both parties).',
    data: z.object({ dispute }),
  },
  'dispute.resolved': {
    description: 'A dispute was resolved, either way (owners: both parties).',
    data: z.object({ dispute: dispute.required({ resolution: true }) }),
  },
} as const satisfies EventDeclarations;
