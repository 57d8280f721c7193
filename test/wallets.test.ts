import pg from 'pg';
import { graphql } from '../src/generated/documents/index.js';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DAY } from '../src/platform/clock.js';
import { expectEnvelope, fieldsOf, useHarness, type TestUser } from './support/harness.js';

// Typed documents (npm run codegen): results and variables typed from the schema.
const Wallet = graphql(`
  query Wallet { wallet { id balances { currency balance { amount currency } } } }
`);
const CreateWallet = graphql(`
  mutation CreateWallet { createWallet { wallet { id } userErrors { field message code } } }
`);
const AddWalletAccount = graphql(`
  mutation AddWalletAccount { addWalletAccount(currency: "EUR") { walletBalance { currency } userErrors { field message code } } }
`);
const RemoveWalletAccount = graphql(`
  mutation RemoveWalletAccount { removeWalletAccount(currency: "EUR") { removedCurrency userErrors { field message code } } }
`);
const CediTransactionsFirstPage = graphql(`
  query CediTransactionsFirstPage { wallet { transactions(currency: "GHS", first: 2) { edges { node { direction amount { amount } } } pageInfo { hasNextPage } } } }
`);
const LedgerReconciliation = graphql(`
  query LedgerReconciliation { ledgerReconciliation { clean mismatchedAccounts { accountId cachedBalance postedBalance } } }
`);
const SandboxFundQuarterCedi = graphql(`
  mutation SandboxFundQuarterCedi($w: String!) { sandboxFundWallet(walletId: $w, amount: "0.25", currency: "GHS") { walletBalance { balance { amount } } userErrors { field message code } } }
`);

const ctx = useHarness();

const TRANSFER = `mutation($i: WalletTransferInput!, $k: String) {
  transferToWallet(input: $i, idempotencyKey: $k) { walletTransfer { id fromWalletId toWalletId amount { amount currency } note } userErrors { field message code } }
}`;

async function funded(ghs = '100.00'): Promise<TestUser> {
  const user = await ctx.h.createUser();
  await ctx.h.fund(user, 'GHS', ghs);
  return user;
}

async function walletId(user: TestUser): Promise<string> {
  return (await ctx.h.rest('GET', '/wallets/me', { token: user.accessToken })).body.data.id;
}

/** The user's GHS wallet account in the ledger (the only one a new user has). */
async function walletAccountOf(user: TestUser): Promise<{ id: string }> {
  return ctx.h.db
    .selectFrom('ledger_accounts')
    .innerJoin('wallets', 'wallets.id', 'ledger_accounts.wallet_id')
    .select('ledger_accounts.id')
    .where('wallets.user_id', '=', user.id)
    .executeTakeFirstOrThrow();
}

async function countRows(table: 'journal_entries' | 'events' | 'postings'): Promise<number> {
  const row = await ctx.h.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('wallets', () => {
  it('come with registration, with an empty GHS account', async () => {
    const user = await ctx.h.createUser();
    const wallet = await ctx.h.rest('GET', '/wallets/me', { token: user.accessToken });
    expectEnvelope(wallet, 200, 'SUCCESS');
    expect(wallet.body.data).toMatchObject({ status: 'ACTIVE', balances: [{ currency: 'GHS', balance: 0 }] });
    expect(wallet.body.data.id).toMatch(/^wal_/);
    const gql = await ctx.h.gql(Wallet, {}, { token: user.accessToken });
    expect(gql.body.data.wallet).toEqual({ id: wallet.body.data.id, balances: [{ currency: 'GHS', balance: { amount: '0.00', currency: 'GHS' } }] });
  });

  it('are one per user: a second POST /wallets is 409; a user without one gets one', async () => {
    const user = await ctx.h.createUser();
    expectEnvelope(await ctx.h.rest('POST', '/wallets', { token: user.accessToken }), 409, 'CONFLICT');
    const gql = await ctx.h.gql(CreateWallet, {}, { token: user.accessToken });
    expect(gql.body.data.createWallet).toEqual({ wallet: null, userErrors: [expect.objectContaining({ field: null, code: 'CONFLICT' })] });
    const admin = await ctx.h.createUserWithRole('ADMIN');
    expectEnvelope(await ctx.h.rest('GET', '/wallets/me', { token: admin.accessToken }), 404, 'NOT_FOUND');
    const results = await Promise.all([1, 2, 3].map(() => ctx.h.rest('POST', '/wallets', { token: admin.accessToken })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(results.find((r) => r.status === 200)!.body.data.balances).toEqual([{ currency: 'GHS', balance: 0, availableBalance: 0 }]);
  });

  it('add and remove currency accounts; an account holding money or the default one stays', async () => {
    const user = await ctx.h.createUser();
    const added = await ctx.h.rest('PUT', '/wallets/me/accounts/usd', { token: user.accessToken });
    expectEnvelope(added, 200, 'SUCCESS');
    expect(added.body.data).toEqual({ currency: 'USD', balance: 0, availableBalance: 0 });
    expectEnvelope(await ctx.h.rest('PUT', '/wallets/me/accounts/USD', { token: user.accessToken }), 200, 'SUCCESS');
    const unknown = await ctx.h.rest('PUT', '/wallets/me/accounts/XYZ', { token: user.accessToken });
    expectEnvelope(unknown, 400, 'BAD_REQUEST');
    expect(fieldsOf(unknown.body)).toEqual(['currency']);
    await ctx.h.fund(user, 'USD', '5.00');
    expectEnvelope(await ctx.h.rest('DELETE', '/wallets/me/accounts/USD', { token: user.accessToken }), 409, 'ACCOUNT_NOT_EMPTY');
    expectEnvelope(await ctx.h.rest('DELETE', '/wallets/me/accounts/GHS', { token: user.accessToken }), 409, 'ACCOUNT_NOT_EMPTY');
    expectEnvelope(await ctx.h.rest('DELETE', '/wallets/me/accounts/EUR', { token: user.accessToken }), 404, 'NOT_FOUND');
    await ctx.h.gql(AddWalletAccount, {}, { token: user.accessToken });
    const removed = await ctx.h.gql(RemoveWalletAccount, {}, { token: user.accessToken });
    expect(removed.body.data.removeWalletAccount.removedCurrency).toBe('EUR');
    const balances = await ctx.h.rest('GET', '/wallets/me/balances', { token: user.accessToken });
    expect(balances.body.data).toEqual([
      { currency: 'GHS', balance: 0, availableBalance: 0 },
      { currency: 'USD', balance: 5, availableBalance: 5 },
    ]);
    const one = await ctx.h.rest('GET', '/wallets/me/balances/usd', { token: user.accessToken });
    expect(one.body.data).toEqual({ currency: 'USD', balance: 5, availableBalance: 5 });
    expectEnvelope(await ctx.h.rest('GET', '/wallets/me/balances/EUR', { token: user.accessToken }), 404, 'NOT_FOUND');
  });
});

describe('peer-to-peer transfers', () => {
  it('move money by wallet id, phone or e-mail, with wallet.debited and wallet.funded in the same commit', async () => {
    const sender = await funded('100.00');
    const recipient = await ctx.h.createUser();
    const recipientWallet = await walletId(recipient);
    const byId = await ctx.h.rest('POST', '/wallets/me/transfer', {
      token: sender.accessToken,
      body: { toWalletId: recipientWallet, amount: 10.5, currency: 'GHS', note: 'lunch' },
    });
    expectEnvelope(byId, 200, 'SUCCESS');
    expect(byId.body.data).toMatchObject({ toWalletId: recipientWallet, amount: 10.5, currency: 'GHS', note: 'lunch' });
    expectEnvelope(
      await ctx.h.rest('POST', '/wallets/me/transfer', { token: sender.accessToken, body: { toPhone: recipient.phone, amount: 0.5, currency: 'GHS' } }),
      200,
      'SUCCESS',
    );
    const gql = await ctx.h.gql(TRANSFER, { i: { toEmail: recipient.email.toUpperCase(), amount: '9.00', currency: 'GHS' } }, { token: sender.accessToken });
    expect(gql.body.data.transferToWallet.walletTransfer).toMatchObject({ toWalletId: recipientWallet, amount: { amount: '9.00', currency: 'GHS' } });
    expect(await ctx.h.balanceOf(sender, 'GHS')).toBe(8000n);
    expect(await ctx.h.balanceOf(recipient, 'GHS')).toBe(2000n);

    const events = await ctx.h.db
      .selectFrom('events')
      .selectAll()
      .where('data', '@>', JSON.stringify({ entryId: byId.body.data.id }))
      .orderBy('seq')
      .execute();
    expect(events.map((e) => [e.type, e.owner_id])).toEqual([
      ['wallet.debited', sender.id],
      ['wallet.funded', recipient.id],
    ]);
    expect(events[0]!.data).toEqual({
      wallet: { id: byId.body.data.fromWalletId },
      currency: 'GHS',
      amount: '10.50',
      entryId: byId.body.data.id,
      reason: 'p2p_transfer',
    });
  });

  it('list history per currency, newest first, paginated, on both sides', async () => {
    const sender = await funded('50.00');
    const recipient = await ctx.h.createUser();
    for (const amount of [1, 2, 3]) {
      ctx.h.clock.advance(1000);
      await ctx.h.rest('POST', '/wallets/me/transfer', { token: sender.accessToken, body: { toEmail: recipient.email, amount, currency: 'GHS' } });
    }
    const page0 = await ctx.h.rest('GET', '/wallets/me/transactions/GHS?page=0&size=2', { token: sender.accessToken });
    expectEnvelope(page0, 200, 'SUCCESS');
    expect(page0.body.data.items.map((i: any) => [i.direction, i.amount])).toEqual([
      ['DEBIT', 3],
      ['DEBIT', 2],
    ]);
    expect(page0.body.data.hasMore).toBe(true);
    const page1 = await ctx.h.rest('GET', '/wallets/me/transactions/GHS?page=1&size=2', { token: sender.accessToken });
    expect(page1.body.data.items.map((i: any) => [i.direction, i.amount, i.kind])).toEqual([
      ['DEBIT', 1, 'P2P_TRANSFER'],
      ['CREDIT', 50, 'SANDBOX_FUNDING'],
    ]);
    expect(page1.body.data.hasMore).toBe(false);
    const gql = await ctx.h.gql(CediTransactionsFirstPage, {}, { token: recipient.accessToken });
    expect(gql.body.data.wallet.transactions.edges.map((e: any) => [e.node.direction, e.node.amount.amount])).toEqual([
      ['CREDIT', '3.00'],
      ['CREDIT', '2.00'],
    ]);
    expect(fieldsOf((await ctx.h.rest('GET', '/wallets/me/transactions/GHS?size=500', { token: sender.accessToken })).body)).toEqual(['size']);
  });

  it('refuse insufficient funds, self-transfer, unknown recipients and bad amounts, writing nothing', async () => {
    const sender = await funded('10.00');
    const recipient = await ctx.h.createUser();
    const before = { entries: await countRows('journal_entries'), events: await countRows('events') };
    const cases: [Record<string, unknown>, number, string, string[]][] = [
      [{ toEmail: recipient.email, amount: 10.01, currency: 'GHS' }, 409, 'INSUFFICIENT_FUNDS', ['amount']],
      [{ toEmail: sender.email, amount: 1, currency: 'GHS' }, 400, 'SELF_TRANSFER', []],
      [{ toEmail: 'nobody@example.com', amount: 1, currency: 'GHS' }, 404, 'NOT_FOUND', ['toEmail']],
      [{ toPhone: '+19999999999', amount: 1, currency: 'GHS' }, 404, 'NOT_FOUND', ['toPhone']],
      [{ toWalletId: 'wal_nothing', amount: 1, currency: 'GHS' }, 404, 'NOT_FOUND', ['toWalletId']],
      [{ toEmail: recipient.email, amount: 1.001, currency: 'GHS' }, 400, 'BAD_REQUEST', ['amount']],
      [{ toEmail: recipient.email, amount: 0, currency: 'GHS' }, 400, 'BAD_REQUEST', ['amount']],
      [{ toEmail: recipient.email, amount: -5, currency: 'GHS' }, 400, 'BAD_REQUEST', ['amount']],
      [{ toEmail: recipient.email, amount: '1e3', currency: 'GHS' }, 400, 'BAD_REQUEST', ['amount']],
      [{ toEmail: recipient.email, amount: 1, currency: 'USD' }, 409, 'CURRENCY_ACCOUNT_MISSING', ['currency']],
      [{ toEmail: recipient.email, amount: 1, currency: 'XYZ' }, 400, 'BAD_REQUEST', ['currency']],
      [{ amount: 1, currency: 'GHS' }, 400, 'BAD_REQUEST', ['toWalletId']],
      [{ toEmail: recipient.email, toPhone: recipient.phone, amount: 1, currency: 'GHS' }, 400, 'BAD_REQUEST', ['toWalletId']],
      [{ toEmail: recipient.email, amount: 1, currency: 'GHS', note: 'x'.repeat(141) }, 400, 'BAD_REQUEST', ['note']],
    ];
    for (const [body, status, code, fields] of cases) {
      const result = await ctx.h.rest('POST', '/wallets/me/transfer', { token: sender.accessToken, body });
      expectEnvelope(result, status, code);
      expect(fieldsOf(result.body)).toEqual(fields);
    }
    expect(await ctx.h.balanceOf(sender, 'GHS')).toBe(1000n);
    expect({ entries: await countRows('journal_entries'), events: await countRows('events') }).toEqual(before);
    const gql = await ctx.h.gql(TRANSFER, { i: { toEmail: recipient.email, amount: '10.01', currency: 'GHS' } }, { token: sender.accessToken });
    expect(gql.body.errors).toBeUndefined();
    expect(gql.body.data.transferToWallet).toEqual({
      walletTransfer: null,
      userErrors: [{ field: ['input', 'amount'], message: expect.any(String), code: 'INSUFFICIENT_FUNDS' }],
    });
  });

  it('respect the currency exponent: UGX has no minor unit', async () => {
    const sender = await ctx.h.createUser();
    const recipient = await ctx.h.createUser();
    await ctx.h.fund(sender, 'UGX', '5000');
    expectEnvelope(
      await ctx.h.rest('POST', '/wallets/me/transfer', { token: sender.accessToken, body: { toEmail: recipient.email, amount: 10.5, currency: 'UGX' } }),
      400,
      'BAD_REQUEST',
    );
    const ok = await ctx.h.rest('POST', '/wallets/me/transfer', {
      token: sender.accessToken,
      body: { toEmail: recipient.email, amount: 1500, currency: 'UGX' },
    });
    expectEnvelope(ok, 200, 'SUCCESS');
    expect(await ctx.h.balanceOf(recipient, 'UGX')).toBe(1500n);
  });
});

describe('Idempotency-Key', () => {
  it('replays the first answer for the same key and body, and refuses another body', async () => {
    const sender = await funded('20.00');
    const recipient = await ctx.h.createUser();
    const key = randomUUID();
    const body = { toEmail: recipient.email, amount: 5, currency: 'GHS' };
    const first = await ctx.h.rest('POST', '/wallets/me/transfer', { token: sender.accessToken, body, headers: { 'Idempotency-Key': key } });
    const again = await ctx.h.rest('POST', '/wallets/me/transfer', { token: sender.accessToken, body, headers: { 'Idempotency-Key': key } });
    expectEnvelope(again, 200, 'SUCCESS');
    expect(again.body.data).toEqual(first.body.data);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await ctx.h.balanceOf(sender, 'GHS')).toBe(1500n);
    const other = await ctx.h.rest('POST', '/wallets/me/transfer', {
      token: sender.accessToken,
      body: { ...body, amount: 6 },
      headers: { 'Idempotency-Key': key },
    });
    expectEnvelope(other, 400, 'IDEMPOTENCY_KEY_MISMATCH');
    expect(fieldsOf(other.body)).toEqual(['Idempotency-Key']);
    // Keys belong to their caller: another user's identical key is a different key.
    const stranger = await funded('20.00');
    expectEnvelope(
      await ctx.h.rest('POST', '/wallets/me/transfer', { token: stranger.accessToken, body, headers: { 'Idempotency-Key': key } }),
      200,
      'SUCCESS',
    );
    // After 24 hours the key is forgotten.
    ctx.h.clock.advance(DAY);
    const token = await ctx.h.signIn(sender);
    const later = await ctx.h.rest('POST', '/wallets/me/transfer', { token, body, headers: { 'Idempotency-Key': key } });
    expectEnvelope(later, 200, 'SUCCESS');
    expect(later.body.data.id).not.toBe(first.body.data.id);
  });

  it('replays a refusal too, and refuses a malformed key', async () => {
    const sender = await funded('1.00');
    const recipient = await ctx.h.createUser();
    const key = randomUUID();
    const body = { toEmail: recipient.email, amount: 5, currency: 'GHS' };
    expectEnvelope(
      await ctx.h.rest('POST', '/wallets/me/transfer', { token: sender.accessToken, body, headers: { 'Idempotency-Key': key } }),
      409,
      'INSUFFICIENT_FUNDS',
    );
    await ctx.h.fund(sender, 'GHS', '10.00');
    const replay = await ctx.h.rest('POST', '/wallets/me/transfer', { token: sender.accessToken, body, headers: { 'Idempotency-Key': key } });
    expectEnvelope(replay, 409, 'INSUFFICIENT_FUNDS');
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expectEnvelope(
      await ctx.h.rest('POST', '/wallets/me/transfer', { token: sender.accessToken, body, headers: { 'Idempotency-Key': 'x'.repeat(256) } }),
      400,
      'BAD_REQUEST',
    );
  });

  it('makes exactly one transfer from parallel duplicates, through REST and GraphQL', async () => {
    const sender = await funded('100.00');
    const recipient = await ctx.h.createUser();
    const key = randomUUID();
    const body = { toEmail: recipient.email, amount: 7, currency: 'GHS' };
    const results = await Promise.all(
      Array.from({ length: 12 }, () => ctx.h.rest('POST', '/wallets/me/transfer', { token: sender.accessToken, body, headers: { 'Idempotency-Key': key } })),
    );
    const ids = new Set(results.filter((r) => r.status === 200).map((r) => r.body.data.id));
    expect(ids.size).toBe(1);
    expect(results.every((r) => r.status === 200 || (r.status === 409 && r.body.details.code === 'IDEMPOTENCY_KEY_IN_USE'))).toBe(true);
    const gqlKey = randomUUID();
    const gql = await Promise.all(
      Array.from({ length: 8 }, () =>
        ctx.h.gql(TRANSFER, { i: { toEmail: recipient.email, amount: '3.00', currency: 'GHS' }, k: gqlKey }, { token: sender.accessToken }),
      ),
    );
    const gqlIds = new Set(gql.filter((r) => r.body.data?.transferToWallet?.walletTransfer).map((r) => r.body.data.transferToWallet.walletTransfer.id));
    expect(gqlIds.size).toBe(1);
    expect(await ctx.h.balanceOf(recipient, 'GHS')).toBe(1000n);
    // The key again with another amount: refused in userErrors, naming the argument (REST names its header).
    const mismatch = await ctx.h.gql(TRANSFER, { i: { toEmail: recipient.email, amount: '4.00', currency: 'GHS' }, k: gqlKey }, { token: sender.accessToken });
    expect(mismatch.body.data.transferToWallet.userErrors).toEqual([
      { field: ['idempotencyKey'], message: 'already used with a different request', code: 'IDEMPOTENCY_KEY_MISMATCH' },
    ]);
  });
});

describe('the ledger guards itself', () => {
  it('refuses an unbalanced entry, a negative wallet balance, and changes to posted rows', async () => {
    const user = await funded('10.00');
    const account = await walletAccountOf(user);
    const suspense = await ctx.h.services.ledger.systemAccount('SUSPENSE', 'GHS');
    const entry = (id: string) => sql`INSERT INTO journal_entries (id, kind, description, created_at) VALUES (${id}, 'TEST', 'test', now())`;
    await expect(
      ctx.h.db.transaction().execute(async (tx) => {
        await entry('je_unbalanced').execute(tx);
        await sql`INSERT INTO postings (entry_id, account_id, currency, amount, created_at) VALUES ('je_unbalanced', ${suspense}, 'GHS', 100, now())`.execute(
          tx,
        );
      }),
    ).rejects.toThrow(/does not balance/);
    // An entry's postings are written in one statement: a half written first is refused at once.
    await expect(
      ctx.h.db.transaction().execute(async (tx) => {
        await entry('je_halves').execute(tx);
        await sql`INSERT INTO postings (entry_id, account_id, currency, amount, created_at) VALUES ('je_halves', ${suspense}, 'GHS', 100, now())`.execute(tx);
        await sql`INSERT INTO postings (entry_id, account_id, currency, amount, created_at) VALUES ('je_halves', ${account.id}, 'GHS', -100, now())`.execute(
          tx,
        );
      }),
    ).rejects.toThrow(/journal entry je_halves does not balance in GHS/);
    await expect(
      ctx.h.db.transaction().execute(async (tx) => {
        await entry('je_overdraft').execute(tx);
        await sql`INSERT INTO postings (entry_id, account_id, currency, amount, created_at) VALUES ('je_overdraft', ${account.id}, 'GHS', -1001, now()), ('je_overdraft', ${suspense}, 'GHS', 1001, now())`.execute(
          tx,
        );
      }),
    ).rejects.toThrow(/wallet_balance_not_negative/);
    await expect(sql`UPDATE postings SET amount = amount * 2`.execute(ctx.h.db)).rejects.toThrow(/append-only/);
    await expect(sql`DELETE FROM postings`.execute(ctx.h.db)).rejects.toThrow(/append-only/);
    await expect(sql`UPDATE journal_entries SET description = 'changed'`.execute(ctx.h.db)).rejects.toThrow(/append-only/);
    await expect(sql`TRUNCATE postings`.execute(ctx.h.db)).rejects.toThrow(/append-only/);
    await expect(sql`UPDATE ledger_accounts SET balance = -1 WHERE id = ${account.id}`.execute(ctx.h.db)).rejects.toThrow(/wallet_balance_not_negative/);
  });

  it("refuses a posting whose entry or account does not exist, and the removal of an account's posted key", async () => {
    const user = await funded('10.00');
    const account = await walletAccountOf(user);
    const post = async (entryId: string, accountId: string, currency: string, other?: string) => {
      const balancing = other ?? (await ctx.h.services.ledger.systemAccount('SUSPENSE', currency));
      return ctx.h.db.transaction().execute(async (tx) => {
        await sql`INSERT INTO journal_entries (id, kind, description, created_at) VALUES ('je_references', 'TEST', 'test', now())`.execute(tx);
        await sql`INSERT INTO postings (entry_id, account_id, currency, amount, created_at)
          VALUES (${entryId}, ${accountId}, ${currency}, 100, now()), (${entryId}, ${balancing}, ${currency}, -100, now())`.execute(tx);
      });
    };
    const refusal = async (write: Promise<unknown>) => {
      const error = await write.then(
        () => undefined,
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(pg.DatabaseError);
      return error as pg.DatabaseError;
    };
    const noEntry = await refusal(post('je_nowhere', account.id, 'GHS'));
    expect(noEntry).toMatchObject({ code: '23503', constraint: 'postings_entry_id_fkey' });
    expect(noEntry.message).toMatch(/journal entry je_nowhere does not exist/);
    const wrongCurrency = await refusal(post('je_references', account.id, 'USD'));
    expect(wrongCurrency).toMatchObject({ code: '23503', constraint: 'postings_account_id_currency_fkey' });
    expect(wrongCurrency.message).toMatch(new RegExp(`no ledger account ${account.id} in USD`));
    const noAccount = await refusal(post('je_references', 'la_nowhere', 'GHS'));
    expect(noAccount.message).toMatch(/no ledger account la_nowhere in GHS/);
    // A system account keeps no balance, so the UPDATE of balances does not reach it: it is checked on its own.
    const systemWrongCurrency = await refusal(post('je_references', account.id, 'GHS', await ctx.h.services.ledger.systemAccount('SUSPENSE', 'USD')));
    expect(systemWrongCurrency.message).toMatch(/no ledger account la_\w+ in GHS/);
    expect(systemWrongCurrency.message).not.toContain(account.id);
    expect(await ctx.h.balanceOf(user, 'GHS')).toBe(1000n);

    const deleted = await refusal(sql`DELETE FROM ledger_accounts WHERE id = ${account.id}`.execute(ctx.h.db));
    expect(deleted).toMatchObject({ code: '23503', constraint: 'postings_account_id_currency_fkey' });
    expect(deleted.message).toMatch(/has postings/);
    expect((await refusal(sql`UPDATE ledger_accounts SET currency = 'USD' WHERE id = ${account.id}`.execute(ctx.h.db))).message).toMatch(/has postings/);
    const { rows: fundedFrom } = await sql<{ account_id: string }>`
      SELECT o.account_id FROM postings p JOIN postings o ON o.entry_id = p.entry_id AND o.account_id <> p.account_id WHERE p.account_id = ${account.id}`.execute(
      ctx.h.db,
    );
    expect(fundedFrom[0]?.account_id).toMatch(/^la_/);
    expect((await refusal(sql`DELETE FROM ledger_accounts WHERE id = ${fundedFrom[0]!.account_id}`.execute(ctx.h.db))).message).toMatch(/has postings/);
    // An account without postings may still go, as before.
    await sql`INSERT INTO ledger_accounts (id, kind, currency, holder_ref, balance, created_at) VALUES ('la_spare', 'HOLDING', 'GHS', 'test:spare', 0, now())`.execute(
      ctx.h.db,
    );
    await sql`DELETE FROM ledger_accounts WHERE id = 'la_spare'`.execute(ctx.h.db);
    expect(await ctx.h.db.selectFrom('ledger_accounts').select('id').where('id', '=', 'la_spare').executeTakeFirst()).toBeUndefined();
  });

  it('reports a cached balance that drifted from its postings, to administrators only', async () => {
    const admin = await ctx.h.createUserWithRole('ADMIN');
    const clean = await ctx.h.rest('GET', '/admin/ledger/reconciliation', { token: admin.accessToken });
    expectEnvelope(clean, 200, 'SUCCESS');
    expect(clean.body.data).toEqual({ clean: true, mismatchedAccounts: [], unbalancedEntries: [], mismatchedHolds: [] });
    const user = await ctx.h.createUser();
    expectEnvelope(await ctx.h.rest('GET', '/admin/ledger/reconciliation', { token: user.accessToken }), 403, 'FORBIDDEN');
    const drifted = await funded('1.00');
    const account = await walletAccountOf(drifted);
    await sql`UPDATE ledger_accounts SET balance = balance + 1 WHERE id = ${account.id}`.execute(ctx.h.db);
    try {
      const report = await ctx.h.gql(LedgerReconciliation, {}, { token: admin.accessToken });
      expect(report.body.data.ledgerReconciliation).toEqual({
        clean: false,
        mismatchedAccounts: [{ accountId: account.id, cachedBalance: '101', postedBalance: '100' }],
      });
    } finally {
      await sql`UPDATE ledger_accounts SET balance = balance - 1 WHERE id = ${account.id}`.execute(ctx.h.db);
    }
  });
});

describe('sandbox funding', () => {
  it("tops up a wallet of the developer's own users only", async () => {
    const user = await ctx.h.createUser();
    const wallet = await walletId(user);
    const token = await ctx.h.signIn(ctx.h.merchant);
    const result = await ctx.h.rest('POST', '/sandbox/wallets/fund', { token, body: { walletId: wallet, amount: 250.75, currency: 'GHS' } });
    expectEnvelope(result, 200, 'SUCCESS');
    expect(result.body.data).toMatchObject({ walletId: wallet, amount: 250.75, currency: 'GHS' });
    expect(await ctx.h.balanceOf(user, 'GHS')).toBe(25075n);
    const other = await ctx.h.createDeveloper();
    const foreign = await ctx.h.rest('POST', '/sandbox/wallets/fund', {
      key: other.subscriptionKey,
      token: other.merchant.accessToken,
      body: { walletId: wallet, amount: 1, currency: 'GHS' },
    });
    expectEnvelope(foreign, 404, 'NOT_FOUND');
    expect(fieldsOf(foreign.body)).toEqual(['walletId']);
    const tooMuch = await ctx.h.rest('POST', '/sandbox/wallets/fund', { token, body: { walletId: wallet, amount: 1_000_001, currency: 'GHS' } });
    expect(fieldsOf(tooMuch.body)).toEqual(['amount']);
    const gql = await ctx.h.gql(SandboxFundQuarterCedi, { w: wallet }, { token: await ctx.h.signIn(ctx.h.merchant) });
    expect(gql.body.data.sandboxFundWallet.walletBalance!.balance.amount).toBe('251.00');
  });
});
