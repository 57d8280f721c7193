/**
 * What domain modules add to the platform, by declaration merging: each module's manifest file
 * (`src/modules/<name>/<name>.module.ts`) augments these interfaces with its own services, error
 * codes, id prefixes, job payloads and event types, so the platform stays typed without a shared
 * list edited by hand, and the platform itself never imports a module.
 */

/** Each module's services, by the name the transports reach them with (`services.wallets`). */
export interface ServiceRegistry {}

/** Each module's error codes and the HTTP status each maps to on REST. */
export interface ModuleErrorStatuses {}

/** Id prefixes (`wal_…`); the value names the GraphQL type an id of that prefix resolves to, or null. */
export interface ModuleIdPrefixes {}

/** Durable job kinds and their payloads. */
export interface JobPayloads {}

/** Event types modules announce (webhooks and subscriptions). */
export interface ModuleEventTypes {}

/** Kinds of ledger account a module keeps (its settlement, receivables, …), registered by the migrator. */
export interface ModuleLedgerAccountKinds {}

/** Ways money of a transaction comes back (a dispute, a point-of-sale refund), each declared by the module that refunds; registered by the migrator. */
export interface ModuleRefundPaths {}

/** Turns a module's `as const` declaration into the shape these interfaces extend. */
export type Declared<Values extends readonly string[]> = { readonly [K in Values[number]]: true };

/** The same for a module's `as const` record (id prefixes, error codes): its keys. */
export type DeclaredKeys<Values extends object> = { readonly [K in keyof Values]: true };
