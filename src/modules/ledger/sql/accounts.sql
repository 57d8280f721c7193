-- The ledger's accounts: an account with postings keeps its id and currency and is never deleted
-- (what the postings' foreign key refused, now that postings are checked per statement), and a
-- wallet's account closing, reopening, moving or going is announced on principal_changed, so a
-- process may keep a transfer's parties between requests and forget them the moment one changes.
-- Balances and holds change on every transfer and are not announced: the trigger fires only for an
-- UPDATE that names status or wallet_id, so the money path never evaluates it.
--
-- The live definition of each function and trigger here is this file: the migrator applies it after
-- the migrations whenever its text changes (src/app/sql-definitions.ts).

CREATE OR REPLACE FUNCTION ledger_accounts_keep_posted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.id = OLD.id AND NEW.currency = OLD.currency THEN
    RETURN NEW;
  END IF;
  IF EXISTS (SELECT 1 FROM postings p WHERE p.account_id = OLD.id) THEN
    RAISE EXCEPTION 'ledger account % has postings', OLD.id
      USING ERRCODE = 'foreign_key_violation', CONSTRAINT = 'postings_account_id_currency_fkey';
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END $$;
CREATE OR REPLACE TRIGGER ledger_accounts_keep_posted BEFORE DELETE OR UPDATE OF id, currency ON ledger_accounts
  FOR EACH ROW EXECUTE FUNCTION ledger_accounts_keep_posted();

CREATE OR REPLACE TRIGGER ledger_accounts_wallet_changed AFTER UPDATE OF status, wallet_id ON ledger_accounts FOR EACH ROW
  WHEN ((OLD.status IS DISTINCT FROM NEW.status OR OLD.wallet_id IS DISTINCT FROM NEW.wallet_id)
        AND (OLD.wallet_id IS NOT NULL OR NEW.wallet_id IS NOT NULL))
  EXECUTE FUNCTION principal_changed('wallet', 'wallet_id');
CREATE OR REPLACE TRIGGER ledger_accounts_wallet_gone AFTER DELETE ON ledger_accounts FOR EACH ROW
  WHEN (OLD.wallet_id IS NOT NULL) EXECUTE FUNCTION principal_changed('wallet', 'wallet_id');
