-- Two-phase money: a hold reserves an amount on an account that caches its balance (a wallet, a
-- holding account), so what is available is balance − held, which the table's checks keep from
-- going below zero, for holds and debits alike. A hold resolves exactly once (POSTED, VOIDED or
-- EXPIRED); these triggers keep held equal to the account's pending holds under the account's row
-- lock and refuse a second resolution.
--
-- The live definition of each function and trigger here is this file: the migrator applies it after
-- the migrations whenever its text changes (src/app/sql-definitions.ts).

CREATE OR REPLACE FUNCTION ledger_hold_reserve() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status <> 'PENDING' THEN
    RAISE EXCEPTION 'a hold starts pending' USING ERRCODE = 'check_violation', CONSTRAINT = 'hold_starts_pending';
  END IF;
  UPDATE ledger_accounts SET held = held + NEW.amount WHERE id = NEW.account_id AND status = 'OPEN';
  IF NOT FOUND THEN
    RAISE EXCEPTION 'account % is closed', NEW.account_id USING ERRCODE = 'check_violation', CONSTRAINT = 'posting_to_open_account';
  END IF;
  RETURN NEW;
END $$;
CREATE OR REPLACE TRIGGER ledger_holds_reserve BEFORE INSERT ON ledger_holds FOR EACH ROW EXECUTE FUNCTION ledger_hold_reserve();

CREATE OR REPLACE FUNCTION ledger_hold_resolve() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status <> 'PENDING' THEN
    RAISE EXCEPTION 'hold % is already %', OLD.id, OLD.status USING ERRCODE = 'check_violation', CONSTRAINT = 'hold_resolved_once';
  END IF;
  IF NEW.account_id <> OLD.account_id OR NEW.amount <> OLD.amount OR NEW.currency <> OLD.currency THEN
    RAISE EXCEPTION 'a hold keeps its account and amount' USING ERRCODE = 'check_violation', CONSTRAINT = 'hold_resolved_once';
  END IF;
  IF NEW.status <> 'PENDING' THEN
    UPDATE ledger_accounts SET held = held - OLD.amount WHERE id = OLD.account_id;
  END IF;
  RETURN NEW;
END $$;
CREATE OR REPLACE TRIGGER ledger_holds_resolve BEFORE UPDATE ON ledger_holds FOR EACH ROW EXECUTE FUNCTION ledger_hold_resolve();
CREATE OR REPLACE TRIGGER ledger_holds_no_delete BEFORE DELETE ON ledger_holds FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
