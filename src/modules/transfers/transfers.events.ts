import { z } from 'zod';
import { type EventDeclarations, eventAmount } from '../../platform/events/declarations.js';
import { MetadataJson } from '../../platform/metadata.js';

const remittance = z.object({
  transfer: z.object({
    id: z.string().describe('trf_…'),
    status: z.string(),
    amount: eventAmount().describe('the send amount'),
    currency: z.string(),
    metadata: MetadataJson,
  }),
  receiveAmount: eventAmount(),
  receiveCurrency: z.string(),
});
const failed = remittance.extend({ reason: z.string() });

/** The events this module announces, with their data: the webhooks section of the OpenAPI document and the docs are generated from these. */
export const transferEvents = {
  'transfer.updated': {
    description: "A remittance transfer's metadata changed (owner: the sender).",
    data: remittance,
  },
  'remittance.pending': {
    description: 'A remittance transfer was created and its funds debited (owner: the sender).',
    data: remittance,
  },
  'remittance.processing': {
    description: 'A remittance transfer was handed to the provider (owner: the sender).',
    data: remittance,
  },
  'remittance.completed': {
    description: 'A remittance transfer was paid out (owner: the sender).',
    data: remittance,
  },
  'remittance.failed': {
    description: 'A remittance transfer failed (owner: the sender).',
    data: failed,
  },
  'remittance.refunded': {
    description: "A failed remittance transfer's money went back to the wallet (owner: the sender).",
    data: failed,
  },
  'transfer.reversed': {
    description: 'An administrator reversed a completed remittance transfer and the money went back (owner: the sender).',
    data: remittance,
  },
} as const satisfies EventDeclarations;
