import { describe, expect, it } from 'vitest';
import { inTransaction } from '../src/db/database.js';
import { eventBody, recordEvent } from '../src/platform/events/outbox.js';
import { useHarness } from './support/harness.js';

const ctx = useHarness();

describe('event outbox', () => {
  it('commits the event with the change that announces it', async () => {
    const event = await inTransaction(ctx.h.db, (tx) =>
      recordEvent(tx, ctx.h.clock, { type: 'test.ping', ownerId: ctx.h.accountId, data: { endpoint: { id: 'we_test' }, message: 'hello' } }),
    );
    expect(event.id).toMatch(/^evt_/);
    const row = await ctx.h.db.selectFrom('events').selectAll().where('id', '=', event.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ type: 'test.ping', owner_id: ctx.h.accountId, data: { endpoint: { id: 'we_test' }, message: 'hello' } });
    expect(row.created_at.toISOString()).toBe(ctx.h.clock.now().toISOString());
    expect(eventBody(event)).toEqual({
      id: event.id,
      type: 'test.ping',
      createdAt: ctx.h.clock.now().toISOString(),
      data: { endpoint: { id: 'we_test' }, message: 'hello' },
    });
  });

  it('rolls the event back with a failed change: nothing half-written', async () => {
    let eventId = '';
    await expect(
      inTransaction(ctx.h.db, async (tx) => {
        eventId = (
          await recordEvent(tx, ctx.h.clock, { type: 'test.ping', ownerId: ctx.h.accountId, data: { endpoint: { id: 'we_test' }, message: 'rolled back' } })
        ).id;
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await ctx.h.db.selectFrom('events').select('id').where('id', '=', eventId).executeTakeFirst()).toBeUndefined();
  });

  it('orders events by commit sequence per owner', async () => {
    for (let i = 0; i < 3; i++)
      await inTransaction(ctx.h.db, (tx) =>
        recordEvent(tx, ctx.h.clock, { type: 'test.ping', ownerId: 'acct_order', data: { endpoint: { id: 'we_test' }, message: String(i) } }),
      );
    const rows = await ctx.h.db.selectFrom('events').select(['data', 'seq']).where('owner_id', '=', 'acct_order').orderBy('seq').execute();
    expect(rows.map((r) => (r.data as { message: string }).message)).toEqual(['0', '1', '2']);
  });
});
