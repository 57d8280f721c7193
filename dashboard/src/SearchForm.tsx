import { Field } from './components';

/**
 * A search box in Stripe's query language (metadata['order_id']:'1001', amount>100 AND
 * status:active): submitting it hands the query over; an empty one ends the search.
 */
export function SearchForm({ what, example, onSearch }: { what: string; example: string; onSearch: (query: string) => void }) {
  return (
    <form
      className="inline"
      aria-label={`Search ${what}`}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(String(new FormData(event.currentTarget).get('query') ?? '').trim());
      }}
    >
      <Field label="Search">
        <input name="query" maxLength={1000} placeholder={example} />
      </Field>
      <button type="submit">Search</button>
    </form>
  );
}
