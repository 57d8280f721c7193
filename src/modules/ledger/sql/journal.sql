-- The journal: posted rows are never changed or removed, and an entry's subjects (the ids the money
-- trace finds it by) are worked out as it is written.
--
-- The live definition of each function and trigger here is this file: the migrator applies it after
-- the migrations whenever its text changes (src/app/sql-definitions.ts).

CREATE OR REPLACE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: posted rows are never changed or removed', TG_TABLE_NAME
    USING ERRCODE = 'insufficient_privilege';
END $$;
CREATE OR REPLACE TRIGGER postings_append_only BEFORE UPDATE OR DELETE ON postings FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
CREATE OR REPLACE TRIGGER postings_no_truncate BEFORE TRUNCATE ON postings FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
CREATE OR REPLACE TRIGGER journal_entries_append_only BEFORE UPDATE OR DELETE ON journal_entries FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
CREATE OR REPLACE TRIGGER journal_entries_no_truncate BEFORE TRUNCATE ON journal_entries FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();

-- An entry's subjects: its own id and the values of its metadata's id fields (keys ending in "Id",
-- and refersTo), never its free text, so a string a user typed cannot name someone else's entry.
-- The stored column journal_entries.subject_ids is computed by it for every entry written, so it
-- is PL/pgSQL (its plan is kept, where PostgreSQL 17 plans a SQL function again per statement)
-- and one JSON path instead of a query (an executor's start, about 4 µs an entry). A null value,
-- an object or an array is no subject: ids are strings, and the ledger writes no other.
CREATE OR REPLACE FUNCTION ledger_entry_subjects(entry_id text, metadata jsonb) RETURNS text[]
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
BEGIN
  RETURN entry_id || (jsonb_populate_record(NULL::ledger_subject_list, jsonb_build_object('ids', jsonb_path_query_array(metadata,
    'strict $.keyvalue() ? (@.key like_regex "Id$" || @.key == "refersTo")
       ? (@.value.type() == "string" || @.value.type() == "number" || @.value.type() == "boolean").value')))).ids;
END $$;
