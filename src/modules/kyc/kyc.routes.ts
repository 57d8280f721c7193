import { route, type AnyRoute } from '../../app/route-definition.js';
import { formatMinorUnits } from '../../platform/money.js';
import {
  LIMIT_CURRENCY,
  MAX_DOCUMENT_BYTES,
  SetTierInput,
  tierToJson,
  UpgradeInput,
  UploadDocumentInput,
  type KycDocumentModel,
  type KycUpgradeModel,
} from './kyc.service.js';

const documentToJson = (d: KycDocumentModel) => ({ ...d, createdAt: d.createdAt.toISOString() });
const upgradeToJson = (u: KycUpgradeModel) => ({
  ...u,
  createdAt: u.createdAt.toISOString(),
  reviewAt: u.reviewAt.toISOString(),
  decidedAt: u.decidedAt?.toISOString() ?? null,
});

export function kycRoutes(): AnyRoute[] {
  const routes: AnyRoute[] = [];
  const tags = ['KYC'];
  routes.push(
    route({
      method: 'POST',
      url: '/kyc/documents',
      tags,
      auth: 'user',
      body: UploadDocumentInput,
      idempotent: true,
      // base64 of a 2 MiB file, with room for the other fields.
      bodyLimit: Math.ceil((MAX_DOCUMENT_BYTES * 4) / 3) + 16 * 1024,
      summary: 'Upload a document: type, fileName, contentType (image/jpeg, image/png, application/pdf) and base64 content of at most 2 MiB',
      handler: async ({ services, principal, body }) => documentToJson(await services.kyc.uploadDocument(principal, body)),
    }),
  );
  routes.push(
    route({
      method: 'GET',
      url: '/kyc/status',
      tags,
      auth: 'user',
      summary: 'Current tier and limits, documents, pending upgrade, usage today and this month',
      handler: async ({ services, principal }) => {
        const status = await services.kyc.status(principal);
        return {
          tier: tierToJson(status.tier),
          documents: status.documents.map(documentToJson),
          pendingUpgrade: status.pendingUpgrade ? upgradeToJson(status.pendingUpgrade) : null,
          usage: {
            currency: LIMIT_CURRENCY,
            today: Number(formatMinorUnits(status.usage.today, 2)),
            thisMonth: Number(formatMinorUnits(status.usage.thisMonth, 2)),
          },
        };
      },
    }),
  );
  routes.push(
    route({
      method: 'GET',
      url: '/kyc/tiers',
      tags,
      auth: 'user',
      summary: 'Tiers, their requirements and limits (GHS)',
      handler: async ({ services }) => (await services.kyc.tiers()).map(tierToJson),
    }),
  );
  routes.push(
    route({
      method: 'POST',
      url: '/kyc/upgrade',
      tags,
      auth: 'user',
      body: UpgradeInput,
      idempotent: true,
      summary: 'Request a higher tier; the sandbox reviews it after KYC_REVIEW_DELAY_SECONDS (default 120) on the clock',
      handler: async ({ services, principal, body }) => upgradeToJson(await services.kyc.requestUpgrade(principal, body)),
    }),
  );
  routes.push(
    route({
      method: 'PUT',
      url: '/admin/kyc/tier',
      tags: ['Administration'],
      auth: 'user',
      roles: ['ADMIN'],
      body: SetTierInput,
      summary: 'Administrators: move a user to a KYC tier, up or down (emits kyc.tier_changed)',
      handler: async ({ services, principal, body }) => tierToJson(await services.kyc.setTier(principal, body)),
    }),
  );
  return routes;
}
