import { type CollectionChapter, type Step, momoPayer, newReference } from '../../app/collection-chapter.js';

/** This module's chapters of the Postman collection's run (scripts/request-collection.ts): what each request sends, and the ids it captures for later ones. */
export const momoChapters: readonly CollectionChapter[] = [
  {
    folder: 'Mobile money API users',
    follows: 'A new developer account',
    steps: [
      {
        op: 'POST /v1_0/apiuser',
        as: 'none',
        key: 'collection',
        before: newReference('apiUserReference'),
        headers: { 'X-Reference-Id': '{{apiUserReference}}' },
        body: { providerCallbackHost: 'localhost' },
      },
      { op: 'POST /v1_0/apiuser/{apiUserId}/apikey', as: 'none', key: 'collection', path: { apiUserId: '{{apiUserReference}}' } },
      { op: 'GET /v1_0/apiuser/{apiUserId}', as: 'none', key: 'collection', path: { apiUserId: '{{apiUserReference}}' } },
      { op: 'POST /{product}/token/', as: 'none', key: 'collection', path: { product: 'collection' } },
      { op: 'GET /{product}/account/balance', as: 'none', key: 'collection', path: { product: 'collection' } },
      {
        op: 'GET /{product}/accountholder/{partyIdType}/{partyId}/active',
        as: 'none',
        key: 'collection',
        path: { product: 'collection', partyIdType: 'msisdn', partyId: '233241234567' },
      },
      {
        op: 'GET /{product}/accountholder/msisdn/{partyId}/basicuserinfo',
        as: 'none',
        key: 'collection',
        path: { product: 'collection', partyId: '233241234567' },
      },
    ],
  },
  {
    folder: 'Collection',
    follows: 'Mobile money API users',
    steps: [
      ...(
        [
          ['POST /collection/payment/request', 'requestToPayReference', '233241234567'],
          ['POST /collection/payment', 'paymentReference', '233241234567'],
          ['PUT /collection/payment/withdraw', 'withdrawalReference', '233241234567'],
          ['POST /collection/invoice', 'invoiceReference', '46733123453'],
        ] as const
      ).flatMap(([op, variable, partyId]): Step[] => [
        {
          op,
          as: 'none',
          key: 'collection',
          before: newReference(variable),
          headers: { 'X-Reference-Id': `{{${variable}}}` },
          body: { amount: '12.50', currency: 'EUR', payer: momoPayer(partyId), externalId: 'order-1042', payerMessage: 'Order 1042', payeeNote: 'Thank you' },
        },
      ]),
      { op: 'GET /collection/payment/request/{referenceId}/status', as: 'none', key: 'collection', path: { referenceId: '{{requestToPayReference}}' } },
      { op: 'GET /collection/payment/{referenceId}/status', as: 'none', key: 'collection', path: { referenceId: '{{paymentReference}}' } },
      { op: 'GET /collection/payment/withdraw/{referenceId}/status', as: 'none', key: 'collection', path: { referenceId: '{{withdrawalReference}}' } },
      { op: 'GET /collection/invoice/{referenceId}/status', as: 'none', key: 'collection', path: { referenceId: '{{invoiceReference}}' } },
      { op: 'DELETE /collection/invoice/{referenceId}/cancel', as: 'none', key: 'collection', path: { referenceId: '{{invoiceReference}}' } },
      {
        op: 'POST /collection/preapproval',
        as: 'none',
        key: 'collection',
        before: newReference('preapprovalReference'),
        headers: { 'X-Reference-Id': '{{preapprovalReference}}' },
        body: { currency: 'EUR', payer: momoPayer('46733123453'), externalId: 'mandate-7', payerMessage: 'Monthly box', payeeNote: 'Mandate' },
      },
      { op: 'GET /collection/preapproval/{referenceId}/status', as: 'none', key: 'collection', path: { referenceId: '{{preapprovalReference}}' } },
      { op: 'DELETE /collection/preapproval/{referenceId}/cancel', as: 'none', key: 'collection', path: { referenceId: '{{preapprovalReference}}' } },
    ],
  },
  {
    folder: 'Disbursement and remittance',
    follows: 'Collection',
    steps: [
      ...(
        [
          ['POST /disbursement/transfer', 'disbursement', 'transferReference'],
          ['POST /disbursement/deposit', 'disbursement', 'depositReference'],
          ['POST /remittance/transfer', 'remittance', 'remittanceReference'],
          ['POST /remittance/cash/transfer', 'remittance', 'cashTransferReference'],
        ] as const
      ).map(
        ([op, key, variable]): Step => ({
          op,
          as: 'none',
          key,
          before: newReference(variable),
          headers: { 'X-Reference-Id': `{{${variable}}}` },
          body: {
            amount: '7.00',
            currency: 'EUR',
            payee: momoPayer('233201234568'),
            externalId: 'payout-88',
            payerMessage: 'Payout',
            payeeNote: 'Weekly payout',
          },
        }),
      ),
      { op: 'GET /disbursement/transfer/{referenceId}/status', as: 'none', key: 'disbursement', path: { referenceId: '{{transferReference}}' } },
      { op: 'GET /disbursement/deposit/{referenceId}/status', as: 'none', key: 'disbursement', path: { referenceId: '{{depositReference}}' } },
      { op: 'GET /remittance/transfer/{referenceId}/status', as: 'none', key: 'remittance', path: { referenceId: '{{remittanceReference}}' } },
      { op: 'GET /remittance/cash/transfer/{referenceId}/status', as: 'none', key: 'remittance', path: { referenceId: '{{cashTransferReference}}' } },
      { op: 'POST /sandbox/clock/advance', name: 'Let the mobile money operations complete', as: 'merchant', body: { seconds: 30 } },
      {
        op: 'POST /disbursement/refund',
        as: 'none',
        key: 'disbursement',
        before: newReference('refundReference'),
        headers: { 'X-Reference-Id': '{{refundReference}}' },
        body: {
          amount: '2.50',
          currency: 'EUR',
          payee: momoPayer('233241234567'),
          referenceIdToRefund: '{{requestToPayReference}}',
          externalId: 'refund-1042',
          payerMessage: 'Refund',
          payeeNote: 'Part of order 1042',
        },
      },
      { op: 'GET /disbursement/refund/{referenceId}/status', as: 'none', key: 'disbursement', path: { referenceId: '{{refundReference}}' } },
    ],
  },
];
