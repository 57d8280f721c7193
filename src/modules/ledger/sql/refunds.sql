-- What has been refunded of a transaction, whatever the path (a wallet refund, a dispute, a
-- reversal, a payment's or a sale's refund): each claim adds to its transaction's record, a
-- released claim gives its amount back once, and the record's CHECK keeps the sum within the amount.
--
-- The live definition of each function and trigger here is this file: the migrator applies it after
-- the migrations whenever its text changes (src/app/sql-definitions.ts).

CREATE OR REPLACE FUNCTION refund_claims_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE refund_records SET refunded = refunded + NEW.amount WHERE transaction_id = NEW.transaction_id;
  ELSIF OLD.released THEN
    RAISE EXCEPTION 'refund claim % was already released', OLD.id USING ERRCODE = 'check_violation', CONSTRAINT = 'refund_claim_released_once';
  ELSIF NEW.released THEN
    UPDATE refund_records SET refunded = refunded - OLD.amount WHERE transaction_id = OLD.transaction_id;
  END IF;
  RETURN NEW;
END $$;
CREATE OR REPLACE TRIGGER refund_claims_count AFTER INSERT OR UPDATE OF released ON refund_claims
  FOR EACH ROW EXECUTE FUNCTION refund_claims_count();
