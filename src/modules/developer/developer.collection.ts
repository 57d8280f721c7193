import type { CollectionChapter } from '../../app/collection-chapter.js';

/** This module's chapters of the Postman collection's run (scripts/request-collection.ts): what each request sends, and the ids it captures for later ones. */
export const developerChapters: readonly CollectionChapter[] = [
  {
    folder: 'A new developer account',
    follows: 'Disputes',
    steps: [
      {
        op: 'POST /developers',
        as: 'none',
        before: [
          "const stamp = String(Date.now()) + String(Math.floor(Math.random() * 1000)).padStart(3, '0');",
          "pm.collectionVariables.set('developerEmail', 'kofi.' + stamp + '@example.com');",
          "pm.collectionVariables.set('developerPhone', '+23320' + stamp.slice(-7));",
        ].join('\n'),
        body: {
          companyName: 'Kofi Foods',
          firstName: 'Kofi',
          lastName: 'Boateng',
          email: '{{developerEmail}}',
          phone: '{{developerPhone}}',
          password: 'a-long-enough-password',
          country: 'GH',
        },
        capture: { developerToken: 'data.tokens.accessToken', developerAccountId: 'data.account.id' },
      },
      { op: 'GET /developers/me', as: 'newDeveloper' },
      { op: 'POST /developers/me/subscription-keys/rotate', as: 'newDeveloper', body: { product: 'remittance' } },
      { op: 'GET /api-versions', as: 'newDeveloper' },
      { op: 'POST /developers/me/api-version', as: 'newDeveloper', body: { version: '2026-12-01' } },
      { op: 'POST /developers/me/api-version/rollback', as: 'newDeveloper' },
      {
        op: 'POST /developers/me/secret-keys',
        as: 'newDeveloper',
        body: { name: 'Order server', scopes: ['payment_links:read'] },
        capture: { secretKeyId: 'data.id' },
      },
      { op: 'GET /developers/me/secret-keys', as: 'newDeveloper' },
      {
        op: 'POST /developers/me/secret-keys/{id}/roll',
        as: 'newDeveloper',
        path: { id: '{{secretKeyId}}' },
        body: { expiresInHours: 1 },
        capture: { rolledSecretKeyId: 'data.secretKey.id' },
      },
      { op: 'DELETE /developers/me/secret-keys/{id}', as: 'newDeveloper', path: { id: '{{rolledSecretKeyId}}' } },
      { op: 'PUT /admin/developer-accounts/{accountId}/plan', as: 'admin', path: { accountId: '{{developerAccountId}}' }, body: { plan: 'STARTER' } },
    ],
  },
];
