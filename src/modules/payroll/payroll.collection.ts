import type { CollectionChapter } from '../../app/collection-chapter.js';

/** This module's chapters of the Postman collection's run (scripts/request-collection.ts): what each request sends, and the ids it captures for later ones. */
export const payrollChapters: readonly CollectionChapter[] = [
  {
    folder: 'Payroll',
    follows: 'Point of sale',
    steps: [
      {
        op: 'POST /payroll/templates',
        as: 'merchant',
        body: {
          name: 'Weekly staff',
          currency: 'GHS',
          employees: [{ name: 'Akosua Addo', phone: '+233245550001', amount: '150.00', reference: 'EMP-1', metadata: { employeeNo: 'E-1' } }],
        },
        capture: { payrollTemplateId: 'data.id' },
      },
      { op: 'GET /payroll/templates', as: 'merchant' },
      {
        op: 'POST /payroll/batches',
        as: 'merchant',
        body: {
          name: 'Week 48',
          currency: 'GHS',
          templateId: '{{payrollTemplateId}}',
          employees: [{ name: 'Yaw Mensah', phone: '+46733123464', amount: '80.00', reference: 'EMP-2', metadata: { employeeNo: 'E-2' } }],
          metadata: { costCentre: 'shop' },
        },
        capture: { payrollBatchId: 'data.id' },
      },
      { op: 'GET /payroll/batches', as: 'merchant' },
      { op: 'GET /payroll/batches/{id}', as: 'merchant', path: { id: '{{payrollBatchId}}' } },
      { op: 'POST /payroll/batches/{id}', as: 'merchant', path: { id: '{{payrollBatchId}}' }, body: { metadata: { period: '2026-11' } } },
      { op: 'POST /payroll/batches/{id}/process', as: 'merchant', path: { id: '{{payrollBatchId}}' } },
      { op: 'POST /sandbox/clock/advance', name: 'Let the payroll payouts complete', as: 'merchant', body: { seconds: 30 } },
      {
        op: 'GET /payroll/batches/{id}/items',
        as: 'merchant',
        path: { id: '{{payrollBatchId}}' },
        capture: { failedPayrollItemId: "(data.items.find((item) => item.status === 'FAILED') ?? data.items[0]).id" },
      },
      {
        op: 'POST /payroll/batches/{id}/items/{itemId}',
        as: 'merchant',
        path: { id: '{{payrollBatchId}}', itemId: '{{failedPayrollItemId}}' },
        body: { metadata: { costCentre: 'shop' } },
      },
      {
        op: 'POST /payroll/batches/{id}/items/{itemId}/correct',
        as: 'merchant',
        path: { id: '{{payrollBatchId}}', itemId: '{{failedPayrollItemId}}' },
        body: { name: 'Yaw K. Mensah' },
      },
      { op: 'POST /payroll/batches/{id}/retry', as: 'merchant', path: { id: '{{payrollBatchId}}' } },
    ],
  },
];
