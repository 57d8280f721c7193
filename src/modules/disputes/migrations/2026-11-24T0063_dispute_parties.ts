import { type Kysely, sql } from 'kysely';

// The other party of a disputed peer-to-peer transfer (whoever the transfer paid, a merchant most
// often) sees the dispute, comments on it and adds evidence, as the filer does. Evidence becomes
// rows so each item says who added it and when; the filing's URLs move into them. Both comments
// and evidence are read in the order they were written (\`position\`): two written in the same
// instant of an account clock keep their order.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE disputes ADD COLUMN recipient_id text REFERENCES users (id);
    UPDATE disputes d SET recipient_id = w.user_id
      FROM postings p JOIN ledger_accounts la ON la.id = p.account_id JOIN wallets w ON w.id = la.wallet_id
      WHERE d.transaction_kind = 'P2P_TRANSFER' AND p.entry_id = d.transaction_id AND p.amount > 0;
    ALTER TABLE disputes ADD CONSTRAINT recipients_are_other_parties CHECK (recipient_id IS NULL OR recipient_id <> user_id);
    CREATE INDEX disputes_received ON disputes (recipient_id, created_at DESC, id DESC) WHERE recipient_id IS NOT NULL;

    CREATE TABLE dispute_evidence (
      id          text PRIMARY KEY CHECK (id LIKE 'dev\\_%'),
      dispute_id  text NOT NULL REFERENCES disputes (id),
      author_id   text NOT NULL REFERENCES users (id),
      author_role text NOT NULL CHECK (author_role IN ('USER', 'RECIPIENT')),
      url         text NOT NULL CHECK (url LIKE 'https://%' AND char_length(url) <= 2048),
      created_at  timestamptz NOT NULL,
      position    bigint GENERATED ALWAYS AS IDENTITY
    );
    CREATE INDEX dispute_evidence_of_dispute ON dispute_evidence (dispute_id, position);
    INSERT INTO dispute_evidence (id, dispute_id, author_id, author_role, url, created_at)
      SELECT 'dev_' || substr(md5(d.id || ':' || e.n), 1, 22), d.id, d.user_id, 'USER', e.url, d.created_at
      FROM disputes d, unnest(d.evidence) WITH ORDINALITY AS e (url, n)
      ORDER BY d.created_at, d.id, e.n;
    ALTER TABLE disputes DROP COLUMN evidence;

    ALTER TABLE dispute_comments DROP CONSTRAINT dispute_comments_author_role_check;
    ALTER TABLE dispute_comments ADD CONSTRAINT dispute_comments_author_role_check CHECK (author_role IN ('USER', 'RECIPIENT', 'ADMIN'));
    ALTER TABLE dispute_comments ADD COLUMN position bigint GENERATED ALWAYS AS IDENTITY;
    DROP INDEX dispute_comments_of_dispute;
    CREATE INDEX dispute_comments_of_dispute ON dispute_comments (dispute_id, position);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE disputes ADD COLUMN evidence text[] NOT NULL DEFAULT '{}';
    UPDATE disputes d SET evidence = ARRAY(SELECT url FROM dispute_evidence e WHERE e.dispute_id = d.id AND e.author_role = 'USER' ORDER BY created_at, id);
    DROP TABLE dispute_evidence;
    DELETE FROM dispute_comments WHERE author_role = 'RECIPIENT';
    ALTER TABLE dispute_comments DROP COLUMN position;
    CREATE INDEX dispute_comments_of_dispute ON dispute_comments (dispute_id, created_at, id);
    ALTER TABLE dispute_comments DROP CONSTRAINT dispute_comments_author_role_check;
    ALTER TABLE dispute_comments ADD CONSTRAINT dispute_comments_author_role_check CHECK (author_role IN ('USER', 'ADMIN'));
    ALTER TABLE disputes DROP COLUMN recipient_id;
  `.execute(db);
}
