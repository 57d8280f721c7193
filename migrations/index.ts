import type { Migration } from 'kysely/migration';
import * as platform from './2026-11-21T0001_platform.js';
import * as idempotencyAndJobs from './2026-11-21T0005_idempotency_and_jobs.js';
import * as authThrottle from './2026-11-22T0015_auth_throttle.js';
import * as exactBytes from './2026-11-22T0018_exact_bytes.js';
import * as sandboxClocks from './2026-11-23T0023_sandbox_clocks.js';
import * as backgroundAdvance from './2026-11-24T0058_background_advance.js';
import * as smsForAnyUser from './2026-11-24T0060_sms_for_any_user.js';
import * as idempotencyRecovery from './2026-11-25T0067_idempotency_recovery.js';
import * as columnComments from './2026-11-26T0069_column_comments.js';
import * as metadata from './2026-11-29T0084_metadata.js';
import * as readPositions from './2026-11-30T0097_read_positions.js';
import * as sqlDefinitions from './2026-11-30T0100_sql_definitions.js';

/**
 * The platform's own migrations, by name. Each module's are in its folder, declared by its manifest;
 * Kysely applies all of them together in name order (app/migrator.ts).
 */
export const migrations: Record<string, Migration> = {
  '2026-11-21T0001_platform': platform,
  '2026-11-21T0005_idempotency_and_jobs': idempotencyAndJobs,
  '2026-11-22T0015_auth_throttle': authThrottle,
  '2026-11-22T0018_exact_bytes': exactBytes,
  '2026-11-23T0023_sandbox_clocks': sandboxClocks,
  '2026-11-24T0058_background_advance': backgroundAdvance,
  '2026-11-24T0060_sms_for_any_user': smsForAnyUser,
  '2026-11-25T0067_idempotency_recovery': idempotencyRecovery,
  '2026-11-26T0069_column_comments': columnComments,
  '2026-11-29T0084_metadata': metadata,
  '2026-11-30T0097_read_positions': readPositions,
  '2026-11-30T0100_sql_definitions': sqlDefinitions,
};
