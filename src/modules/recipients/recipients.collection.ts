import type { CollectionChapter } from '../../app/collection-chapter.js';

/** This module's chapters of the Postman collection's run (scripts/request-collection.ts): what each request sends, and the ids it captures for later ones. */
export const recipientsChapters: readonly CollectionChapter[] = [
  {
    folder: 'Recipients',
    follows: 'Wallet',
    steps: [
      {
        op: 'POST /recipients',
        as: 'user',
        body: { name: 'Kwame Asante', phone: '+233201234567', provider: 'MTN', country: 'GH', currency: 'GHS', metadata: { relation: 'brother' } },
        capture: { recipientId: 'data.id' },
      },
      { op: 'GET /recipients', as: 'user' },
      { op: 'PUT /recipients/{id}', as: 'user', path: { id: '{{recipientId}}' }, body: { name: 'Kwame K. Asante' } },
    ],
  },
];
