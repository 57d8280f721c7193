import { z } from 'zod';
import { type EventDeclarations, eventAmount } from '../../platform/events/declarations.js';
import { MetadataJson } from '../../platform/metadata.js';

const operation = {
  operation: z.string().describe('the mobile money operation, e.g. requesttopay, transfer'),
  externalId: z.string().nullable().describe("the caller's externalId"),
};
const payment = z.object({ id: z.string().describe('the X-Reference-Id'), status: z.string(), amount: eventAmount().nullable(), currency: z.string() });
const transfer = z.object({
  id: z.string().describe('trf_…, or the X-Reference-Id of a mobile money operation'),
  status: z.string(),
  amount: eventAmount(),
  currency: z.string(),
});
/** A remittance transfer's (owner: the sender) or a mobile money API operation's (owner: the developer account). */
const transferOutcome = z.union([
  z.object({ transfer: transfer.extend({ metadata: MetadataJson }), receiveAmount: eventAmount(), receiveCurrency: z.string(), reason: z.string().optional() }),
  z.object({ transfer, product: z.string().describe('disbursement or remittance'), ...operation, reason: z.string().optional() }),
]);

/** The events this module announces, with their data: the webhooks section of the OpenAPI document and the docs are generated from these. */
export const momoEvents = {
  'collection.completed': {
    description: 'A mobile money API collection completed (owner: the developer account).',
    data: z.object({ payment, ...operation }),
  },
  'collection.failed': {
    description: 'A mobile money API collection failed (owner: the developer account).',
    data: z.object({ payment, ...operation, reason: z.string() }),
  },
  'transfer.completed': {
    description:
      'A remittance transfer settled (owner: the sender), or a mobile money API disbursement or remittance completed (owner: the developer account; transfer.id is its X-Reference-Id).',
    data: transferOutcome,
  },
  'transfer.failed': {
    description:
      'A remittance transfer was rejected by the provider (owner: the sender), or a mobile money API disbursement or remittance failed (owner: the developer account).',
    data: transferOutcome,
  },
} as const satisfies EventDeclarations;
