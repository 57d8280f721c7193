import type { CollectionChapter } from '../../app/collection-chapter.js';

/** This module's chapters of the Postman collection's run (scripts/request-collection.ts): what each request sends, and the ids it captures for later ones. */
export const walletsChapters: readonly CollectionChapter[] = [
  {
    folder: 'Wallet',
    follows: 'A new app user',
    steps: [
      { op: 'GET /wallets/me', as: 'user', capture: { walletId: 'data.id' } },
      { op: 'POST /wallets', as: 'user', name: 'Create the wallet (every user has one from registration: 409)', expect: 409 },
      { op: 'GET /wallets/me/balances', as: 'user' },
      { op: 'GET /wallets/me/balances/{currency}', as: 'user', path: { currency: 'GHS' } },
      { op: 'PUT /wallets/me/accounts/{currency}', as: 'user', path: { currency: 'EUR' } },
      { op: 'DELETE /wallets/me/accounts/{currency}', as: 'user', path: { currency: 'EUR' } },
      {
        op: 'POST /wallets/me/transfer',
        as: 'user',
        body: { toEmail: '{{merchantEmail}}', amount: '5.00', currency: 'GHS', note: 'Lunch' },
        capture: { p2pTransferId: 'data.id' },
      },
      { op: 'GET /wallets/me/transactions/{currency}', as: 'user', path: { currency: 'GHS' }, query: { page: '1', size: '10' } },
      {
        op: 'POST /wallets/me/fund-in',
        as: 'user',
        body: { amount: '20.00', currency: 'GHS', phone: '+233241234567', metadata: { purpose: 'rent' } },
        capture: { fundInId: 'data.id' },
      },
      {
        op: 'POST /wallets/me/cash-out',
        as: 'user',
        body: { amount: '5.00', currency: 'GHS', phone: '+233241234567', metadata: { purpose: 'market' } },
        capture: { cashOutId: 'data.id' },
      },
      { op: 'POST /wallets/me/fund-ins/{id}', as: 'user', path: { id: '{{fundInId}}' }, body: { metadata: { purpose: 'rent', month: '2026-11' } } },
      { op: 'POST /wallets/me/cash-outs/{id}', as: 'user', path: { id: '{{cashOutId}}' }, body: { metadata: { purpose: 'groceries' } } },
      { op: 'GET /sandbox/clock', as: 'merchant' },
      { op: 'POST /sandbox/clock/advance', as: 'merchant', body: { seconds: 30 } },
      { op: 'POST /wallets/me/refund', as: 'user', body: { transactionId: '{{fundInId}}', metadata: { reason: 'paid twice' } } },
      { op: 'GET /wallets/me/fund-ins', as: 'user' },
      { op: 'GET /wallets/me/cash-outs', as: 'user' },
      { op: 'POST /sandbox/wallets/fund', as: 'merchant', body: { walletId: '{{walletId}}', amount: '100.00', currency: 'GHS' } },
    ],
  },
];
