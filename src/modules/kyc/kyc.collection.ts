import type { CollectionChapter } from '../../app/collection-chapter.js';

/** This module's chapters of the Postman collection's run (scripts/request-collection.ts): what each request sends, and the ids it captures for later ones. */
export const kycChapters: readonly CollectionChapter[] = [
  {
    folder: 'KYC',
    follows: 'Cards',
    steps: [
      { op: 'GET /kyc/tiers', as: 'user' },
      { op: 'GET /kyc/status', as: 'user' },
      {
        op: 'POST /kyc/documents',
        as: 'user',
        body: {
          type: 'NATIONAL_ID',
          fileName: 'national-id.png',
          contentType: 'image/png',
          content: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
        },
      },
      { op: 'POST /kyc/upgrade', as: 'user', body: { targetTier: 2 } },
    ],
  },
];
