import { toWire, wireOf } from '../../platform/wire.js';
import { z } from 'zod';
import { route, type AnyRoute } from '../../app/route-definition.js';
import { MAX_DOCUMENT_BYTES, SetTierInput, UpgradeInput, UploadDocumentInput } from './kyc.service.js';
import { DocumentJson, KycStatusJson, TierJson, UpgradeJson } from './kyc.json.js';

export function kycRoutes(): AnyRoute[] {
  const routes: AnyRoute[] = [];
  const tags = ['KYC'];
  routes.push(
    route({
      method: 'POST',
      url: '/kyc/documents',
      operationId: 'createKycDocument',
      graphql: 'Mutation.uploadKycDocument',
      response: DocumentJson,
      tags,
      auth: 'user',
      body: UploadDocumentInput,
      idempotent: true,
      // base64 of a 2 MiB file, with room for the other fields.
      bodyLimit: Math.ceil((MAX_DOCUMENT_BYTES * 4) / 3) + 16 * 1024,
      summary: 'Upload a document: type, fileName, contentType (image/jpeg, image/png, application/pdf) and base64 content of at most 2 MiB',
      handler: async ({ services, principal, body }) => toWire(DocumentJson, await services.kyc.uploadDocument(principal, body)),
    }),
  );
  routes.push(
    route({
      method: 'GET',
      url: '/kyc/status',
      operationId: 'retrieveKycStatus',
      response: KycStatusJson,
      tags,
      auth: 'user',
      summary: 'Current tier and limits, documents, pending upgrade, usage today and this month',
      handler: async ({ services, principal }) => {
        return toWire(KycStatusJson, await services.kyc.status(principal));
      },
    }),
  );
  routes.push(
    route({
      method: 'GET',
      url: '/kyc/tiers',
      operationId: 'listKycTiers',
      response: z.array(TierJson),
      tags,
      auth: 'user',
      summary: 'Tiers, their requirements and limits (GHS)',
      handler: async ({ services }) => (await services.kyc.tiers()).map(wireOf(TierJson)),
    }),
  );
  routes.push(
    route({
      method: 'POST',
      url: '/kyc/upgrade',
      operationId: 'requestKycUpgrade',
      response: UpgradeJson,
      errors: ['CONFLICT'],
      tags,
      auth: 'user',
      body: UpgradeInput,
      idempotent: true,
      summary: 'Request a higher tier; the sandbox reviews it after KYC_REVIEW_DELAY_SECONDS (default 120) on the clock',
      handler: async ({ services, principal, body }) => toWire(UpgradeJson, await services.kyc.requestUpgrade(principal, body)),
    }),
  );
  routes.push(
    route({
      method: 'PUT',
      url: '/admin/kyc/tier',
      operationId: 'updateKycTier',
      graphql: 'Mutation.setKycTier',
      response: TierJson,
      tags: ['Administration'],
      auth: 'user',
      roles: ['ADMIN'],
      body: SetTierInput,
      errors: ['NOT_FOUND'],
      summary: 'Administrators: move a user to a KYC tier, up or down (emits kyc.tier_changed); an unknown userId is 404',
      handler: async ({ services, principal, body }) => toWire(TierJson, await services.kyc.setTier(principal, body)),
    }),
  );
  return routes;
}
