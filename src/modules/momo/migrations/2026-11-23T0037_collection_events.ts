import { type Kysely, sql } from 'kysely';

// payment.completed and payment.failed now mean what the spec says: a customer's payment on a
// payment link or invoice page. Mobile money API collections announce collection.completed and
// collection.failed instead; endpoints that listened for the old names keep hearing collections
// under the new ones.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    UPDATE webhook_endpoints SET event_types = event_types || ARRAY['collection.completed']
      WHERE 'payment.completed' = ANY (event_types) AND NOT 'collection.completed' = ANY (event_types);
    UPDATE webhook_endpoints SET event_types = event_types || ARRAY['collection.failed']
      WHERE 'payment.failed' = ANY (event_types) AND NOT 'collection.failed' = ANY (event_types);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    UPDATE webhook_endpoints SET event_types = array_remove(array_remove(event_types, 'collection.completed'), 'collection.failed');
  `.execute(db);
}
