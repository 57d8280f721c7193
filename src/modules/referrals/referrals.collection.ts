import type { CollectionChapter } from '../../app/collection-chapter.js';

/** This module's chapters of the Postman collection's run (scripts/request-collection.ts): what each request sends, and the ids it captures for later ones. */
export const referralsChapters: readonly CollectionChapter[] = [
  {
    folder: 'Referrals and notifications',
    follows: 'Credit and loans',
    steps: [
      { op: 'GET /referrals/code', as: 'user' },
      { op: 'GET /referrals', as: 'user' },
      { op: 'GET /referrals/rewards', as: 'user' },
      { op: 'GET /notifications/preferences', as: 'user' },
      { op: 'PUT /notifications/preferences', as: 'user', body: { email: { promotions: true }, sms: { reminders: false } } },
    ],
  },
];
