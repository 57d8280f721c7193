import { type Kysely, sql } from 'kysely';

// The sandbox's billers (Ghana and a few neighbours) and the billers users save. Amounts are minor
// units of the provider's currency; account_pattern is what a customer or meter number looks like.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE bill_providers (
      id              text PRIMARY KEY CHECK (id LIKE 'bp\\_%'),
      name            text NOT NULL,
      category        text NOT NULL CHECK (category IN ('ELECTRICITY', 'WATER', 'TV', 'AIRTIME', 'INTERNET')),
      country         char(2) NOT NULL,
      currency        char(3) NOT NULL REFERENCES currencies (code),
      amount_type     text NOT NULL CHECK (amount_type IN ('FIXED', 'VARIABLE')),
      min_amount      bigint NOT NULL CHECK (min_amount > 0),
      max_amount      bigint NOT NULL,
      fee             bigint NOT NULL CHECK (fee >= 0),
      issues_token    boolean NOT NULL,
      account_label   text NOT NULL,
      account_pattern text NOT NULL,
      CONSTRAINT provider_amount_range CHECK (max_amount >= min_amount),
      CONSTRAINT fixed_amount_is_one_amount CHECK (amount_type = 'VARIABLE' OR min_amount = max_amount)
    );
    INSERT INTO bill_providers VALUES
      ('bp_ecg_prepaid', 'ECG Prepaid Electricity', 'ELECTRICITY', 'GH', 'GHS', 'VARIABLE', 500, 500000, 100, true, 'meter number', '^[0-9]{11}$'),
      ('bp_gwcl', 'Ghana Water', 'WATER', 'GH', 'GHS', 'VARIABLE', 100, 200000, 100, false, 'account number', '^[0-9]{10}$'),
      ('bp_dstv_gh', 'DStv Ghana Compact', 'TV', 'GH', 'GHS', 'FIXED', 26500, 26500, 0, false, 'smartcard number', '^[0-9]{10}$'),
      ('bp_mtn_airtime_gh', 'MTN Airtime', 'AIRTIME', 'GH', 'GHS', 'VARIABLE', 100, 50000, 0, false, 'phone number', '^233[0-9]{9}$'),
      ('bp_telecel_broadband', 'Telecel Broadband', 'INTERNET', 'GH', 'GHS', 'VARIABLE', 1000, 300000, 50, false, 'account number', '^[0-9]{8}$'),
      ('bp_ikedc_prepaid', 'Ikeja Electric Prepaid', 'ELECTRICITY', 'NG', 'NGN', 'VARIABLE', 100000, 50000000, 10000, true, 'meter number', '^[0-9]{11}$'),
      ('bp_cie_ci', 'CIE Electricity', 'ELECTRICITY', 'CI', 'XOF', 'VARIABLE', 500, 500000, 100, true, 'meter number', '^[0-9]{12}$'),
      ('bp_kplc_prepaid', 'Kenya Power Prepaid', 'ELECTRICITY', 'KE', 'KES', 'VARIABLE', 10000, 3500000, 0, true, 'meter number', '^[0-9]{11}$');

    CREATE TABLE saved_billers (
      id             text PRIMARY KEY CHECK (id LIKE 'sb\\_%'),
      user_id        text NOT NULL REFERENCES users (id),
      provider_id    text NOT NULL REFERENCES bill_providers (id),
      account_number text NOT NULL,
      nickname       text CHECK (char_length(nickname) BETWEEN 1 AND 100),
      created_at     timestamptz NOT NULL,
      CONSTRAINT one_saved_biller_per_account UNIQUE (user_id, provider_id, account_number)
    );
    CREATE INDEX saved_billers_of_user ON saved_billers (user_id, created_at DESC, id DESC);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE saved_billers; DROP TABLE bill_providers;`.execute(db);
}
