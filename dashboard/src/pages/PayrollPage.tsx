import { useEffect, useState } from 'react';
import type { Session } from '../api';
import type { PageProps } from '../App';
import { Empty, ErrorBox, Field, Loading, ObjectPage, plural, StatusBadge, Time } from '../components';
import { graphql } from '../generated';
import type { DashboardPayrollBatchFieldsFragment, DashboardPayrollEmployeesQuery, PayrollEmployeeInput } from '../generated/graphql';
import { hrefOf } from '../routes';
import { useIdempotencyKey, useLiveUpdates, useMutation, useQuery } from '../hooks';
import { MetadataEditor } from '../MetadataEditor';

// What a batch's card shows, in the list and on the batch's own page alike.
graphql(`
  fragment DashboardPayrollBatchFields on PayrollBatch {
    id
    name
    status
    totalEmployees
    totalAmount {
      amount
      currency
    }
    totalFees {
      amount
    }
    items {
      pending
      processing
      succeeded
      failed
    }
    createdAt
  }
`);

const Payroll = graphql(`
  query DashboardPayroll {
    payrollTemplates(first: 20) {
      edges {
        node {
          id
          name
          employees {
            name
          }
        }
      }
    }
    payrollBatches(first: 10) {
      edges {
        node {
          ...DashboardPayrollBatchFields
        }
      }
    }
  }
`);

const OneBatch = graphql(`
  query DashboardPayrollBatch($id: ID!) {
    payrollBatch(id: $id) {
      ...DashboardPayrollBatchFields
      metadata {
        key
        value
      }
    }
  }
`);

const UpdateBatchMetadata = graphql(`
  mutation DashboardUpdatePayrollBatchMetadata($id: ID!, $metadata: [MetadataEntryInput!]) {
    updatePayrollBatch(input: { id: $id, metadata: $metadata }) {
      payrollBatch {
        id
        metadata {
          key
          value
        }
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`);

type Batch = DashboardPayrollBatchFieldsFragment;

/** One batch on its own page (#/payroll/<id>): its counts and employees, read again every two seconds while it processes, and its metadata. */
function BatchView({ session, id }: { session: Session; id: string }) {
  const batch = useQuery(session, OneBatch, { id });
  const updateMetadata = useMutation(session, UpdateBatchMetadata);
  const node = batch.data?.payrollBatch;
  const processing = node?.status === 'PROCESSING';
  useEffect(() => {
    if (!processing) return;
    const timer = setInterval(() => void batch.refetch(), 2000);
    return () => clearInterval(timer);
  }, [processing, batch.refetch]);
  return (
    <ObjectPage back={{ href: hrefOf('payroll'), label: 'All payroll batches' }} what="payroll batch" error={batch.error} loading={batch.loading} object={node}>
      {(found) => (
        <>
          <ul className="cards" aria-label="Payroll batch">
            <BatchCard session={session} node={found} onChanged={() => void batch.refetch()} />
          </ul>
          <MetadataEditor
            what="payroll batch"
            entries={found.metadata}
            onSet={(metadata) => updateMetadata.mutate({ id: found.id, metadata })}
            pending={updateMetadata.pending}
            error={updateMetadata.error}
          />
        </>
      )}
    </ObjectPage>
  );
}

/** A batch as a card: totals, counts, its employees, and Process or Retry when they apply. */
function BatchCard({ session, node, onChanged }: { session: Session; node: Batch; onChanged: () => void }) {
  const process = useMutation(session, Process);
  const retry = useMutation(session, Retry);
  return (
    <li aria-label={`Batch ${node.name}`}>
      <p>
        <strong>
          <a href={hrefOf('payroll', node.id)}>{node.name}</a>
        </strong>{' '}
        · <StatusBadge status={node.status} /> · {plural(node.totalEmployees, 'employee')} · {node.totalAmount.amount} {node.totalAmount.currency} + fees{' '}
        {node.totalFees.amount} · <Time at={node.createdAt} />
      </p>
      <p data-testid="payroll-counts">
        {node.items.succeeded} paid · {node.items.failed} failed · {node.items.pending + node.items.processing} to go
      </p>
      <BatchEmployeeList session={session} batchId={node.id} name={node.name} counts={node.items} />
      <div className="actions">
        {node.status === 'DRAFT' && (
          <button
            type="button"
            onClick={async () => {
              if (await process.mutate({ id: node.id })) onChanged();
            }}
          >
            Process
          </button>
        )}
        {node.items.failed > 0 && node.status !== 'PROCESSING' && (
          <button
            type="button"
            onClick={async () => {
              if (await retry.mutate({ id: node.id })) onChanged();
            }}
          >
            Retry failed items
          </button>
        )}
      </div>
      <ErrorBox error={process.error ?? retry.error} />
    </li>
  );
}

const BatchEmployees = graphql(`
  query DashboardPayrollEmployees($id: ID!) {
    payrollBatch(id: $id) {
      id
      employees(first: 50) {
        edges {
          node {
            id
            name
            phone
            amount {
              amount
            }
            status
            failureReason
            metadata {
              key
              value
            }
          }
        }
      }
    }
  }
`);

const UpdateItemMetadata = graphql(`
  mutation DashboardUpdatePayrollItemMetadata($batchId: ID!, $itemId: ID!, $metadata: [MetadataEntryInput!]) {
    updatePayrollItem(input: { batchId: $batchId, itemId: $itemId, metadata: $metadata }) {
      payrollItem {
        id
        metadata {
          key
          value
        }
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`);

type EmployeeItem = NonNullable<DashboardPayrollEmployeesQuery['payrollBatch']>['employees']['edges'][number]['node'];

/** One employee's payment in its batch, with its own metadata (an employee number) behind a fold. */
function EmployeeLine({ session, batchId, item }: { session: Session; batchId: string; item: EmployeeItem }) {
  const updateMetadata = useMutation(session, UpdateItemMetadata);
  return (
    <li>
      {item.name} {item.phone} · {item.amount.amount} · <StatusBadge status={item.status} />
      {item.failureReason ? ` (${item.failureReason})` : ''}
      <details>
        <summary>
          Metadata of {item.name}'s payment ({item.metadata.length})
        </summary>
        <MetadataEditor
          what={`payment to ${item.name}`}
          entries={item.metadata}
          onSet={(metadata) => updateMetadata.mutate({ batchId, itemId: item.id, metadata })}
          pending={updateMetadata.pending}
          error={updateMetadata.error}
        />
      </details>
    </li>
  );
}

const CreateBatch = graphql(`
  mutation DashboardCreatePayrollBatch($input: CreatePayrollBatchInput!) {
    createPayrollBatch(input: $input) {
      payrollBatch {
        id
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`);

const CreateTemplate = graphql(`
  mutation DashboardCreatePayrollTemplate($input: CreatePayrollTemplateInput!) {
    createPayrollTemplate(input: $input) {
      payrollTemplate {
        id
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`);

const Process = graphql(`
  mutation DashboardProcessPayrollBatch($id: ID!) {
    processPayrollBatch(input: { id: $id }) {
      payrollBatch {
        id
        status
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`);

const Retry = graphql(`
  mutation DashboardRetryPayrollBatch($id: ID!) {
    retryPayrollBatch(input: { id: $id }) {
      payrollBatch {
        id
        status
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`);

/** A CSV row as read, with what is wrong with it (nothing is created while any row is wrong). */
interface Row {
  line: number;
  employee: PayrollEmployeeInput;
  problems: string[];
}

/** name,phone,amount[,reference] per line; a header line naming the columns is skipped. */
export function readEmployees(csv: string): Row[] {
  return csv
    .split(/\r?\n/)
    .map((text, index) => ({ text: text.trim(), line: index + 1 }))
    .filter(({ text, line }) => text !== '' && !(line === 1 && /^name\s*,/i.test(text)))
    .map(({ text, line }) => {
      const [name = '', phone = '', amount = '', reference = ''] = text.split(',').map((cell) => cell.trim());
      const problems = [
        ...(name ? [] : ['the name is missing']),
        ...(/^\+[1-9][0-9]{6,14}$/.test(phone) ? [] : ['the phone must be E.164, e.g. +233241234567']),
        ...(/^\d{1,9}(\.\d{1,2})?$/.test(amount) && Number(amount) > 0 ? [] : ['the amount must be positive with at most 2 decimals']),
        ...(reference === '' || /^[A-Za-z0-9._:-]{1,64}$/.test(reference) ? [] : ['the reference may hold letters, digits and . _ : -']),
      ];
      return { line, problems, employee: { name, phone, amount, ...(reference ? { reference } : {}) } };
    });
}

/** A batch's employees with their statuses, read again whenever the batch's counts change. */
function BatchEmployeeList({ session, batchId, name, counts }: { session: Session; batchId: string; name: string; counts: object }) {
  const employees = useQuery(session, BatchEmployees, { id: batchId });
  const changed = JSON.stringify(counts);
  // The counts changing is the signal to read the items again.
  useEffect(() => {
    void employees.refetch();
  }, [changed]);
  return (
    <ul aria-label={`Employees of ${name}`}>
      {employees.data?.payrollBatch?.employees.edges.map(({ node: item }) => (
        <EmployeeLine key={item.id} session={session} batchId={batchId} item={item} />
      ))}
    </ul>
  );
}

export function PayrollPage({ session, objectId }: PageProps) {
  return objectId ? <BatchView session={session} id={objectId} /> : <PayrollOverview session={session} />;
}

function PayrollOverview({ session }: { session: Session }) {
  const payroll = useQuery(session, Payroll, {});
  const live = useLiveUpdates(session, ['payroll.batch_settled', 'wallet.debited', 'wallet.released'], () => void payroll.refetch());
  const create = useMutation(session, CreateBatch);
  const template = useMutation(session, CreateTemplate);
  const [rows, setRows] = useState<Row[]>([]);
  const [idempotencyKey, renewIdempotencyKey] = useIdempotencyKey();
  const processing = payroll.data?.payrollBatches.edges.some(({ node }) => node.status === 'PROCESSING') ?? false;
  // Each payout settles on its own: while a batch processes, its items are read again every two seconds.
  useEffect(() => {
    if (!processing) return;
    const timer = setInterval(() => void payroll.refetch(), 2000);
    return () => clearInterval(timer);
  }, [processing, payroll.refetch]);
  const wrong = rows.filter((r) => r.problems.length > 0);
  return (
    <>
      <ErrorBox error={payroll.error ?? live} />
      <section aria-labelledby="new-batch-heading">
        <h2 id="new-batch-heading">A new batch</h2>
        <form
          className="stack"
          onSubmit={async (event) => {
            event.preventDefault();
            const element = event.currentTarget;
            const form = new FormData(element);
            const name = String(form.get('name') ?? '').trim();
            const currency = String(form.get('currency') ?? '').trim();
            const templateId = String(form.get('templateId') ?? '');
            const employees = rows.map((r) => r.employee);
            const saveAs = String(form.get('saveAs') ?? '').trim();
            if (saveAs && employees.length > 0 && !(await template.mutate({ input: { name: saveAs, currency, employees } }))) return;
            const done = await create.mutate({
              input: { idempotencyKey, name, currency, ...(templateId ? { templateId } : {}), ...(employees.length > 0 ? { employees } : {}) },
            });
            if (!done) return;
            element.reset();
            setRows([]);
            renewIdempotencyKey();
            await payroll.refetch();
          }}
        >
          <Field label="Batch name">
            <input name="name" required maxLength={100} />
          </Field>
          <Field label="Currency">
            <input name="currency" defaultValue="GHS" maxLength={3} required />
          </Field>
          <Field label="From a template (its employees, plus any below)">
            <select name="templateId" defaultValue="">
              <option value="">No template</option>
              {payroll.data?.payrollTemplates.edges.map(({ node }) => (
                <option key={node.id} value={node.id}>
                  {node.name} ({plural(node.employees.length, 'employee')})
                </option>
              ))}
            </select>
          </Field>
          <Field label="Employees CSV (name,phone,amount,reference)">
            <input
              type="file"
              accept=".csv,text/csv"
              onChange={async (event) => {
                const file = event.currentTarget.files?.[0];
                setRows(file ? readEmployees(await file.text()) : []);
              }}
            />
          </Field>
          {rows.length > 0 && (
            <table>
              <caption>
                {plural(rows.length, 'employee')} read{wrong.length > 0 ? `; ${plural(wrong.length, 'row')} to correct before anything is created` : ''}
              </caption>
              <thead>
                <tr>
                  <th scope="col">Line</th>
                  <th scope="col">Name</th>
                  <th scope="col">Phone</th>
                  <th scope="col">Amount</th>
                  <th scope="col">Problems</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.line} className={row.problems.length > 0 ? 'wrong' : undefined}>
                    <td>{row.line}</td>
                    <td>{row.employee.name}</td>
                    <td>{row.employee.phone}</td>
                    <td>{row.employee.amount}</td>
                    <td>{row.problems.join('; ') || 'ok'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <Field label="Also save these employees as a template named (optional)">
            <input name="saveAs" maxLength={100} />
          </Field>
          <ErrorBox error={create.error ?? template.error} />
          <button type="submit" disabled={create.pending || wrong.length > 0}>
            Create batch
          </button>
        </form>
      </section>
      <section aria-labelledby="batches-heading">
        <h2 id="batches-heading">Batches</h2>
        {!payroll.data ? (
          <Loading what="payroll batches" />
        ) : payroll.data.payrollBatches.edges.length === 0 ? (
          <Empty>No batches yet: add your employees above (or upload a CSV) and create one.</Empty>
        ) : (
          <ul className="cards">
            {payroll.data.payrollBatches.edges.map(({ node }) => (
              <BatchCard key={node.id} session={session} node={node} onChanged={() => void payroll.refetch()} />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
