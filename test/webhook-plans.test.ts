import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { expectEnvelope, useHarness } from './support/harness.js';

// The fan-out's and the delivered records' plans are made once per connection, often while the
// tables are young: a plan that hashed a whole scan of events, users or deliveries then went on
// scanning them whole on every call as they grew. Each table must be reached by its key, whatever
// the statistics say. The plans are read as PostgreSQL runs them, from auto_explain's notices, on a
// connection of the test's own whose first calls make them.
// Its deliveries are made in a transaction rolled back, so the endpoint's local address is never called.
const ctx = useHarness({ WEBHOOK_ALLOW_LOCAL_RECEIVERS: 'true' });

/** The plans auto_explain reports for what `run` does on a fresh connection (in a transaction rolled back after it), by their statement's text. */
async function plansOf(run: (client: pg.Client) => Promise<void>): Promise<string[]> {
  const client = new pg.Client({ connectionString: ctx.h.config.databaseUrl });
  const plans: string[] = [];
  client.on('notice', (notice) => plans.push(notice.message ?? ''));
  await client.connect();
  try {
    await client.query('BEGIN');
    await client.query("LOAD 'auto_explain'");
    for (const setting of ['log_min_duration = 0', 'log_nested_statements = on', "log_level = 'notice'"])
      await client.query(`SET LOCAL auto_explain.${setting}`);
    await run(client);
    return plans;
  } finally {
    await client.query('ROLLBACK');
    await client.end();
  }
}

describe('webhook deliveries', () => {
  it('are made and recorded by key: events, users, endpoints and deliveries are never scanned whole', async () => {
    const developer = await ctx.h.createDeveloper();
    const registered = await ctx.h.rest('POST', '/merchants/me/webhooks', {
      token: developer.merchant.accessToken,
      key: developer.subscriptionKey,
      body: { url: 'http://127.0.0.1:9/payments', events: ['wallet.funded'] },
    });
    expectEnvelope(registered, 200, 'SUCCESS');
    const endpointId = registered.body.data.webhook.id as string;
    const eventId = `evt_plan_${Date.now()}`;
    let deliveries: string[] = [];
    const plans = await plansOf(async (client) => {
      await client.query(`INSERT INTO events (id, type, owner_id, data, body, created_at) VALUES ($1, 'wallet.funded', $2, '{}', '{}', now())`, [
        eventId,
        developer.merchant.id,
      ]);
      // Numbering the event is what makes its deliveries (the fan-out trigger).
      await client.query('INSERT INTO event_positions (position, event_id, owner_id) SELECT coalesce(max(position), 0) + 1, $1, $2 FROM event_positions', [
        eventId,
        developer.merchant.id,
      ]);
      deliveries = (await client.query<{ id: string }>('SELECT id FROM webhook_deliveries WHERE event_id = $1', [eventId])).rows.map((row) => row.id);
      await client.query(
        `SELECT webhook_record_delivered(ARRAY[$1]::uuid[], ARRAY[$2], ARRAY[1], ARRAY[now()], ARRAY[5], ARRAY[200], ARRAY[NULL]::text[], ARRAY[NULL]::text[], ARRAY[now()])`,
        [deliveries[0], endpointId],
      );
    });
    expect(deliveries).toHaveLength(1);
    // The fan-out trigger's statement and the record function's, with what they ran inside them.
    const madeAndRecorded = plans.filter((plan) => /Query Text: (INSERT INTO webhook_deliveries|WITH delivered AS)/.test(plan));
    expect(madeAndRecorded).toHaveLength(2);
    const text = madeAndRecorded.join('\n');
    expect(text).toContain('Index Scan using events_pkey on events');
    expect(text).toContain('Index Scan using users_pkey on users');
    expect(text).toContain('Index Scan using webhook_endpoints_account on webhook_endpoints');
    expect(text).toContain('Index Scan using webhook_deliveries_pkey on webhook_deliveries');
    expect(text).not.toMatch(/Seq Scan on (events|users|webhook_deliveries) /);
    expect(text).not.toMatch(/Hash Join|Merge Join/);
  });
});
