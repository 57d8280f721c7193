import { cloneElement, useId, useState, type ReactElement, type ReactNode } from 'react';
import type { ApiError } from './api';

export function Loading({ what }: { what: string }) {
  return (
    <p className="muted" role="status" aria-live="polite">
      Loading {what}…
    </p>
  );
}

/** A page's or a list's empty state: what will appear here, and how to make it appear. */
export function Empty({ children }: { children: ReactNode }) {
  return <p className="empty">{children}</p>;
}

/** "1 payment", "4 payments": counts agree in number. */
export const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

type Tone = 'success' | 'warning' | 'danger' | 'info' | 'neutral';

/** The colour a status reads in: done and good, waiting, wrong, in flight, or over. */
const TONES: Record<string, Tone> = {
  ACTIVE: 'success',
  COMPLETE: 'success',
  COMPLETED: 'success',
  PAID: 'success',
  SUCCEEDED: 'success',
  SUCCESSFUL: 'success',
  DELIVERED: 'success',
  RESOLVED: 'success',
  PARTIALLY_REFUNDED: 'warning',
  PARTIALLY_COMPLETED: 'warning',
  PENDING: 'warning',
  PROCESSING: 'warning',
  DEGRADED: 'warning',
  UNDER_REVIEW: 'warning',
  OVERDUE: 'danger',
  FAILED: 'danger',
  DISABLED: 'danger',
  REJECTED: 'danger',
  OPEN: 'info',
  SENT: 'info',
};

/** A status as a word with its colour: PARTIALLY_REFUNDED reads "Partially refunded", in amber. */
export function StatusBadge({ status, label }: { status: string; label?: string }) {
  return <span className={`badge badge-${TONES[status] ?? 'neutral'}`}>{label ?? enumLabel(status)}</span>;
}

/** The API's message, its code and the correlation id to quote when reporting it. */
export function ErrorBox({ error }: { error: ApiError | undefined }) {
  if (!error) return null;
  return (
    <div className="error" role="alert">
      <strong>{error.message}</strong>
      <span className="muted">
        {' '}
        ({error.code}
        {error.correlationId ? `, correlation id ${error.correlationId}` : ''})
      </span>
    </div>
  );
}

export function CopyButton({ value, label }: { value: string; label: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      className="copy"
      aria-label={`Copy ${label}`}
      onClick={() => {
        void navigator.clipboard?.writeText(value).then(() => setCopied(true));
        setTimeout(() => setCopied(false), 1500);
      }}
    >
      {copied ? 'Copied' : 'Copy'}
    </button>
  );
}

/** A secret or id in full with its copy button. */
export function Secret({ value, label }: { value: string; label: string }) {
  return (
    <span className="secret">
      <code data-testid={label}>{value}</code> <CopyButton value={value} label={label} />
    </span>
  );
}

/** A timestamp in the viewer's time zone, with the ISO instant on hover. */
export function Time({ at }: { at: string | null | undefined }) {
  if (!at) return <span className="muted">—</span>;
  return (
    <time dateTime={at} title={at}>
      {new Date(at).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'medium' })}
    </time>
  );
}

interface PageInfo {
  hasNextPage: boolean;
  endCursor?: string | null;
}

/**
 * "Load more" under a list: the next page joins the rows shown (Apollo's cache merges the pages of a
 * connection by cursor, so a row created meanwhile is neither repeated nor skipped).
 */
export function Pager({
  query,
  pageInfo,
  label,
}: {
  query: { loadMore: (cursor: string) => Promise<void>; loading: boolean };
  pageInfo: PageInfo | undefined;
  label: string;
}) {
  const cursor = pageInfo?.hasNextPage ? pageInfo.endCursor : null;
  if (!cursor) return null;
  return (
    <nav className="pager" aria-label={`${label} pages`}>
      <button type="button" onClick={() => void query.loadMore(cursor)} disabled={query.loading}>
        Load more
      </button>
    </nav>
  );
}

/** A labelled control: the label is tied to the input by id, for screen readers and clicks. */
export function Field({ label, children }: { label: string; children: ReactElement<{ id?: string }> }) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {cloneElement(children, { id })}
    </div>
  );
}

/** An enum value in words: UNDER_REVIEW reads "Under review". */
export const enumLabel = (value: string) => value.charAt(0) + value.slice(1).toLowerCase().replaceAll('_', ' ');

/**
 * A list page's table: "Loading…" until the first answer, the empty message when the page has no
 * rows, else the rows under their column headings. A heading given as `{ hidden }` is read to
 * screen readers only (a column of buttons).
 */
export function ListTable({
  caption,
  columns,
  rows,
  loading,
  empty,
  children,
}: {
  caption: string;
  columns: readonly (string | { hidden: string })[];
  rows: number | undefined;
  loading: boolean;
  empty: ReactNode;
  children: ReactNode;
}) {
  if (loading && rows === undefined) return <Loading what={caption.toLowerCase()} />;
  if (rows === 0) return <Empty>{empty}</Empty>;
  return (
    <table>
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th scope="col" key={typeof column === 'string' ? column : column.hidden}>
              {typeof column === 'string' ? column : <span className="sr-only">{column.hidden}</span>}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

/** The way from one object's own page back to its list. */
export function BackLink({ href, label }: { href: string; label: string }) {
  return (
    <a className="back" href={href}>
      ← {label}
    </a>
  );
}

/**
 * One object on its own page (`#/<page>/<id>`): the way back to its list, the API's error, then
 * the object once it is read, or a sentence saying no object of the caller's has this id.
 */
export function ObjectPage<T>({
  back,
  what,
  error,
  loading,
  object,
  children,
}: {
  back: { href: string; label: string };
  what: string;
  error: ApiError | undefined;
  loading: boolean;
  object: T | null | undefined;
  children: (object: T) => ReactNode;
}) {
  return (
    <>
      <BackLink {...back} />
      <ErrorBox error={error} />
      {loading && !object ? <Loading what={`the ${what}`} /> : !object ? <Empty>No {what} of yours has this id.</Empty> : children(object)}
    </>
  );
}

/** A list's status filter: All, or one status, in words. */
export function StatusFilter<Status extends string>({
  statuses,
  value,
  onChange,
}: {
  statuses: readonly Status[];
  value: Status | undefined;
  onChange: (status: Status | undefined) => void;
}) {
  return (
    <Field label="Show">
      <select value={value ?? ''} onChange={(event) => onChange((event.target.value || undefined) as Status | undefined)}>
        <option value="">All</option>
        {statuses.map((s) => (
          <option key={s} value={s}>
            {enumLabel(s)}
          </option>
        ))}
      </select>
    </Field>
  );
}
