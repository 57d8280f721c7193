import type { CollectionChapter } from '../../app/collection-chapter.js';

/** This module's chapters of the Postman collection's run (scripts/request-collection.ts): what each request sends, and the ids it captures for later ones. */
export const savingsChapters: readonly CollectionChapter[] = [
  {
    folder: 'Savings',
    follows: 'Bills',
    steps: [
      {
        op: 'POST /savings/goals',
        as: 'user',
        body: { name: 'New laptop', targetAmount: '1000.00', currency: 'GHS', metadata: { purpose: 'study' } },
        capture: { goalId: 'data.id' },
      },
      { op: 'GET /savings/goals', as: 'user' },
      { op: 'GET /savings/goals/{id}', as: 'user', path: { id: '{{goalId}}' } },
      { op: 'POST /savings/goals/{id}', as: 'user', path: { id: '{{goalId}}' }, body: { metadata: { purpose: 'work' } } },
      { op: 'POST /savings/goals/{id}/deposit', as: 'user', path: { id: '{{goalId}}' }, body: { amount: '50.00' } },
      { op: 'POST /savings/goals/{id}/withdraw', as: 'user', path: { id: '{{goalId}}' }, body: { amount: '10.00' } },
      {
        op: 'POST /savings/plans',
        as: 'user',
        before: "pm.collectionVariables.set('nextWeek', new Date(Date.now() + 7 * 86400000).toISOString().slice(0, 10));",
        body: { goalId: '{{goalId}}', amount: '20.00', frequency: 'WEEKLY', startDate: '{{nextWeek}}', timeZone: 'Africa/Accra' },
        capture: { savingsPlanId: 'data.id' },
      },
      { op: 'GET /savings/plans', as: 'user' },
      { op: 'GET /savings/plans/{id}', as: 'user', path: { id: '{{savingsPlanId}}' } },
      { op: 'PUT /savings/plans/{id}/pause', as: 'user', path: { id: '{{savingsPlanId}}' } },
      { op: 'PUT /savings/plans/{id}/resume', as: 'user', path: { id: '{{savingsPlanId}}' } },
      { op: 'GET /savings/plans/{id}/occurrences', as: 'user', path: { id: '{{savingsPlanId}}' }, query: { count: '3' } },
      {
        op: 'POST /savings/goals/{id}/withdraw',
        name: 'Withdraw the rest, so the goal can close',
        as: 'user',
        path: { id: '{{goalId}}' },
        body: { amount: '40.00' },
      },
      { op: 'POST /savings/goals/{id}/close', as: 'user', path: { id: '{{goalId}}' } },
    ],
  },
];
