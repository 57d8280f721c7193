import type { ApiError } from './api';
import { Empty, ErrorBox, Field } from './components';

export interface MetadataEntry {
  key: string;
  value: string;
}

/**
 * An object's metadata on its page: each key and value, a button to remove a key, and a form to
 * set one (a new key, or a new value for a key it has). `onSet` sends the keys to change, an empty
 * value unsetting its key, as the API takes them; the answer's object updates the page through the
 * cache.
 */
export function MetadataEditor({
  entries,
  what,
  onSet,
  pending,
  error,
}: {
  entries: readonly MetadataEntry[];
  what: string;
  onSet: (changes: MetadataEntry[]) => Promise<unknown>;
  pending: boolean;
  error: ApiError | undefined;
}) {
  return (
    <section aria-label={`Metadata of the ${what}`} className="stack">
      <h3>Metadata</h3>
      {entries.length === 0 ? (
        <Empty>No metadata: add your own keys (an order number, a customer reference) below.</Empty>
      ) : (
        <dl className="metadata">
          {entries.map(({ key, value }) => (
            <div key={key}>
              <dt>{key}</dt>
              <dd>
                {value}{' '}
                <button type="button" disabled={pending} aria-label={`Remove ${key} from the metadata`} onClick={() => onSet([{ key, value: '' }])}>
                  Remove
                </button>
              </dd>
            </div>
          ))}
        </dl>
      )}
      <form
        className="inline"
        onSubmit={async (event) => {
          event.preventDefault();
          const element = event.currentTarget;
          const form = new FormData(element);
          const done = await onSet([{ key: String(form.get('key') ?? '').trim(), value: String(form.get('value') ?? '') }]);
          if (done) element.reset();
        }}
      >
        <Field label="Key">
          <input name="key" required maxLength={40} />
        </Field>
        <Field label="Value">
          <input name="value" required maxLength={500} />
        </Field>
        <button type="submit" disabled={pending}>
          Set
        </button>
      </form>
      <ErrorBox error={error} />
    </section>
  );
}
