// The released contract and its gate. contract/ holds what clients are built against: the GraphQL
// schema as the server serves it (the first version's, and each later version's whose GraphQL differs), the OpenAPI document of every dated API version as
// /ms/v1/openapi.json?version= serves it (REST), and the event payloads as a consumer reads them. A
// change is compared with them by a well-kept tool per contract (graphql-inspector for GraphQL,
// oasdiff for REST and the events). The rules, stricter than each tool's:
// - a released REST version never changes shape: no declaration lets a breaking change of it through;
// - a new version's breaks against the version before it are those its declarations name (by version);
// - a GraphQL break lands only declared, and a removal only of what was deprecated with a removal
//   date that has passed (`@deprecated(reason: "… Removal on YYYY-MM-DD.")`);
// - an event payload's break lands only declared.
//
//   npx tsx scripts/contract-gate.ts check    compares, and fails on an undeclared breaking change or a contract/ that is not current
//   npx tsx scripts/contract-gate.ts update   compares, and on no undeclared breaking change writes contract/ anew
//   npx tsx scripts/contract-gate.ts compare RELEASED NEXT [DECLARED]   compares two contract folders
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { isDeepStrictEqual } from 'node:util';
import path from 'node:path';
import { CriticalityLevel, diff } from '@graphql-inspector/core';
import { projectRoot } from '../src/db/project-root.js';
import { graphqlRuntime } from '../src/graphql/document-check.js';
import { API_VERSIONS, documentInVersion, LATEST_VERSION } from '../src/platform/api-versions/api-versions.js';

// graphql's CommonJS copy, the one graphql-inspector and the schema builder load: a schema from the other copy is refused.
const { buildSchema: parseSchema, printSchema } = graphqlRuntime;

export const CONTRACT_DIR = path.join(projectRoot(), 'contract');
const OASDIFF_VERSION = 'v1.37.0';

/** The contracts as files hold them: SDL text, an OpenAPI document per dated REST version, and the events' document. */
export interface Contract {
  /** The first version's GraphQL SDL: the shape GraphQL had before dated versions reached it. */
  graphql: string;
  /** By version: the SDL of each later version whose GraphQL differs from the version before it. */
  graphqlVersions: Record<string, string>;
  /** By version (YYYY-MM-DD), oldest first. */
  rest: Record<string, Record<string, unknown>>;
  events: Record<string, unknown>;
}

export interface BreakingChange {
  contract: 'graphql' | 'rest' | 'events';
  /** The tool's own id of the kind of change (graphql-inspector's type, oasdiff's id). */
  kind: string;
  /** What changed, where: the tool's words. */
  message: string;
  /** REST: the released version the change breaks; no declaration lets it through. */
  releasedVersion?: string;
  /** REST and GraphQL: the new version the change belongs to. */
  newVersion?: string;
  /** GraphQL: the removal date of what the change removes, if it was deprecated with one. */
  removalDate?: string | null;
}

/**
 * A breaking change let through on purpose, and why: named as the gate reports it (message), or, for
 * a new REST version, every change of one kind (oasdiff's id) that version brings.
 */
export interface Declared {
  contract: BreakingChange['contract'];
  message?: string;
  /** A declaration for a new version (REST, or GraphQL's) names the version whose change it is. */
  version?: string;
  kind?: string;
  reason: string;
}

const FILES = { graphql: 'graphql.graphql', events: 'events.openapi.json' } as const;
/** The first version's document keeps the name it was released under; each later version's file is dated. */
const FIRST_VERSION = API_VERSIONS[0]!.date;
const restFile = (version: string) => (version === FIRST_VERSION ? 'openapi.json' : `openapi.${version}.json`);
const REST_FILE = /^openapi(?:\.(\d{4}-\d{2}-\d{2}))?\.json$/;
const graphqlFile = (version: string) => `graphql.${version}.graphql`;
const GRAPHQL_VERSION_FILE = /^graphql\.(\d{4}-\d{2}-\d{2})\.graphql$/;

/** The contract the working tree serves now. */
export async function currentContract(): Promise<Contract> {
  const { buildSchema } = await import('../src/graphql/schema.js');
  const { openApiDocument } = await import('../src/http/openapi.js');
  // Built once, in the newest shape; each version's document is shaped from it, as the server serves it.
  const { webhooks, ...latest } = (await openApiDocument(undefined, LATEST_VERSION)) as Record<string, unknown> & { webhooks?: Record<string, unknown> };
  const rest = Object.fromEntries(API_VERSIONS.map(({ date }) => [date, documentInVersion(latest, date)]));
  const [first, ...later] = API_VERSIONS.map(({ date }) => [date, printSchema(buildSchema(date))] as const);
  const graphqlVersions: Record<string, string> = {};
  let before = first![1];
  for (const [version, sdl] of later) {
    if (sdl !== before) graphqlVersions[version] = sdl;
    before = sdl;
  }
  return { graphql: first![1], graphqlVersions, rest, events: eventsDocument(webhooks ?? {}) };
}

/**
 * The events as a document oasdiff judges from a consumer's side: each event type is an answer its
 * receiver reads (GET /events/<type>), so a field removed or an enum widened is breaking for the
 * receiver, as a removed field of a webhook's request body would not be for a server.
 */
function eventsDocument(webhooks: Record<string, unknown>): Record<string, unknown> {
  const paths: Record<string, unknown> = {};
  for (const [type, item] of Object.entries(webhooks)) {
    const post = (item as { post?: { requestBody?: { content?: Record<string, { schema?: unknown }> }; description?: string } }).post;
    const schema = post?.requestBody?.content?.['application/json']?.schema;
    paths[`/events/${type}`] = {
      get: {
        operationId: `event:${type}`,
        ...(post?.description ? { description: post.description } : {}),
        responses: { '200': { description: `The body of a ${type} event.`, content: { 'application/json': { schema } } } },
      },
    };
  }
  return { openapi: '3.1.0', info: { title: 'Event payloads', version: 'released' }, paths };
}

const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;

export function readContract(folder = CONTRACT_DIR): Contract {
  const versions = readdirSync(folder)
    .map((file) => REST_FILE.exec(file))
    .filter((match) => match !== null)
    .map((match) => match[1] ?? FIRST_VERSION)
    .sort();
  return {
    graphql: readFileSync(path.join(folder, FILES.graphql), 'utf8'),
    graphqlVersions: Object.fromEntries(
      readdirSync(folder)
        .flatMap((file) => GRAPHQL_VERSION_FILE.exec(file)?.[1] ?? [])
        .sort()
        .map((version) => [version, readFileSync(path.join(folder, graphqlFile(version)), 'utf8')]),
    ),
    rest: Object.fromEntries(versions.map((version) => [version, readJson(path.join(folder, restFile(version)))])),
    events: readJson(path.join(folder, FILES.events)),
  };
}

export function writeContract(contract: Contract, folder = CONTRACT_DIR): void {
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, FILES.graphql), contract.graphql);
  for (const [version, sdl] of Object.entries(contract.graphqlVersions)) writeFileSync(path.join(folder, graphqlFile(version)), sdl);
  for (const [version, document] of Object.entries(contract.rest))
    writeFileSync(path.join(folder, restFile(version)), `${JSON.stringify(document, null, 2)}\n`);
  writeFileSync(path.join(folder, FILES.events), `${JSON.stringify(contract.events, null, 2)}\n`);
}

/** Every breaking change from `released` to `next`, by graphql-inspector and oasdiff. */
export async function breakingChanges(released: Contract, next: Contract): Promise<BreakingChange[]> {
  return [...(await graphqlBreaking(released, next)), ...restBreaking(released.rest, next.rest), ...openApiBreaking('events', released.events, next.events)];
}

/** graphql-inspector's breaking changes from one SDL to another. */
async function graphqlDiff(released: string, next: string): Promise<BreakingChange[]> {
  if (released === next) return [];
  const releasedSchema = parseSchema(released);
  return (await diff(releasedSchema, parseSchema(next)))
    .filter((change) => change.criticality.level === CriticalityLevel.Breaking)
    .map((change) => ({
      contract: 'graphql' as const,
      kind: change.type,
      message: change.message,
      ...(change.path ? { removalDate: removalDateOf(releasedSchema, change.path) } : {}),
    }));
}

/**
 * GraphQL, shape by shape: each released shape (the first version's, and each later version's that
 * differs) against itself, under GraphQL's rules (a removal after its date, or a declared break); a
 * new version's shape against the shape before it, its breaks the version's own, declared by version.
 */
async function graphqlBreaking(released: Contract, next: Contract): Promise<BreakingChange[]> {
  const changes = await graphqlDiff(released.graphql, next.graphql);
  for (const [version, sdl] of Object.entries(released.graphqlVersions)) {
    const now = next.graphqlVersions[version];
    if (now === undefined)
      changes.push({
        contract: 'graphql',
        kind: 'version-removed',
        message: `${version}: its GraphQL shape was removed: a released version is served until its sunset`,
      });
    else changes.push(...(await graphqlDiff(sdl, now)).map((change) => ({ ...change, message: `${version}: ${change.message}` })));
  }
  const versions = Object.keys(next.graphqlVersions).sort();
  for (const [index, version] of versions.entries()) {
    if (version in released.graphqlVersions) continue;
    const before = versions[index - 1];
    const breaks = await graphqlDiff(before ? next.graphqlVersions[before]! : next.graphql, next.graphqlVersions[version]!);
    changes.push(
      ...breaks.map((change) => ({ ...change, message: `${version} (from ${before ?? 'the first version'}): ${change.message}`, newVersion: version })),
    );
  }
  return changes;
}

/** The removal date a GraphQL field, argument or enum value was deprecated with (`Removal on YYYY-MM-DD`), if it was. */
function removalDateOf(schema: ReturnType<typeof parseSchema>, where: string): string | null {
  const [typeName, member, argument] = where.split('.');
  const type = typeName ? schema.getType(typeName) : undefined;
  if (!type || !member) return null;
  let reason: string | null | undefined;
  if ('getFields' in type) {
    const field = (
      type.getFields() as Record<string, { deprecationReason?: string | null; args?: readonly { name: string; deprecationReason?: string | null }[] }>
    )[member];
    reason = argument ? field?.args?.find((a) => a.name === argument)?.deprecationReason : field?.deprecationReason;
  } else if ('getValue' in type) reason = type.getValue(member)?.deprecationReason;
  return reason ? (/Removal on (\d{4}-\d{2}-\d{2})/.exec(reason)?.[1] ?? null) : null;
}

/**
 * REST, version by version: a released version against itself (it may not break at all), a removed
 * or back-dated version, and each new version against the one before it (its breaks are the
 * version's own, which declarations name).
 */
function restBreaking(released: Contract['rest'], next: Contract['rest']): BreakingChange[] {
  const changes: BreakingChange[] = [];
  const newest = Object.keys(released).sort().at(-1) ?? '';
  for (const [version, document] of Object.entries(released)) {
    const now = next[version];
    if (!now)
      changes.push({ contract: 'rest', kind: 'version-removed', message: `version ${version} was removed: a released version is served until its sunset` });
    else
      changes.push(
        ...openApiBreaking('rest', document, now).map((change) => ({ ...change, message: `${version}: ${change.message}`, releasedVersion: version })),
      );
  }
  const versions = Object.keys(next).sort();
  for (const [index, version] of versions.entries()) {
    if (version in released) continue;
    if (version <= newest) {
      changes.push({
        contract: 'rest',
        kind: 'version-back-dated',
        message: `version ${version} is older than the released ${newest}: a new version is dated after every released one`,
      });
      continue;
    }
    const before = versions[index - 1];
    if (before)
      changes.push(
        ...openApiBreaking('rest', next[before]!, next[version]!).map((change) => ({
          ...change,
          message: `${version} (from ${before}): ${change.message}`,
          newVersion: version,
        })),
      );
  }
  return changes;
}

/** oasdiff's breaking changes, its warnings included: a change it only warns of may still break a client, so the gate refuses it too. */
function openApiBreaking(contract: 'rest' | 'events', released: Record<string, unknown>, next: Record<string, unknown>): BreakingChange[] {
  // The same document breaks nothing: oasdiff takes seconds on a version's 4 MB, and most versions are unchanged.
  if (isDeepStrictEqual(released, next)) return [];
  const work = mkdtempSync(path.join(tmpdir(), 'contract-'));
  try {
    const base = path.join(work, 'released.json');
    const revision = path.join(work, 'next.json');
    writeFileSync(base, JSON.stringify(released));
    writeFileSync(revision, JSON.stringify(next));
    // Stricter than oasdiff's defaults (contract/oasdiff-severity-levels.txt): a renamed operation id renames every library's method.
    const levels = path.join(CONTRACT_DIR, 'oasdiff-severity-levels.txt');
    const out = execFileSync(oasdiff(), ['breaking', base, revision, '--format', 'json', '--severity-levels', levels], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    const changes = (out.trim() ? JSON.parse(out) : []) as { id: string; text: string; level: number; operation?: string; path?: string }[];
    // Levels: 3 error, 2 warning, 1 information.
    return changes
      .filter((change) => change.level >= 2)
      .map((change) => ({
        contract,
        kind: change.id,
        message: `${change.operation ?? ''} ${change.path ?? ''}: ${change.text}`.trim(),
      }));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * oasdiff: OASDIFF when set, else the one built under .tools/ from the Go module proxy (`go install`,
 * about a minute the first time), so nothing is downloaded but through a package registry.
 */
export function oasdiff(): string {
  if (process.env['OASDIFF']) return process.env['OASDIFF'];
  const tools = path.join(projectRoot(), '.tools');
  const binary = path.join(tools, 'oasdiff');
  if (!existsSync(binary)) {
    mkdirSync(tools, { recursive: true });
    execFileSync('go', ['install', `github.com/oasdiff/oasdiff@${OASDIFF_VERSION}`], { env: { ...process.env, GOBIN: tools }, stdio: 'inherit' });
  }
  return binary;
}

function declared(file = path.join(CONTRACT_DIR, 'declared-breaking-changes.json')): Declared[] {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { changes: Declared[] }).changes : [];
}

/** Why no declaration can let `change` through, if none can. */
function undeclarable(change: BreakingChange, today: string): string | undefined {
  if (change.releasedVersion) return `a released version never changes shape: add beside it, or ship the change in a new version`;
  if (change.contract === 'graphql' && /REMOVED$/.test(change.kind)) {
    if (!change.removalDate) return 'a removal needs a deprecation first: @deprecated(reason: "Use … instead. Removal on YYYY-MM-DD.")';
    if (change.removalDate > today) return `deprecated until ${change.removalDate}: it may be removed after that date`;
  }
  return undefined;
}

const covers = (declaration: Declared, change: BreakingChange) =>
  declaration.contract === change.contract &&
  ((change.contract !== 'rest' && change.newVersion === undefined) || declaration.version === change.newVersion) &&
  (declaration.message === change.message || (declaration.message === undefined && declaration.kind === change.kind && change.newVersion !== undefined));

/** The breaking changes no declaration lets through, each with why when none could. */
export function undeclared(
  changes: BreakingChange[],
  declarations: Declared[] = declared(),
  today = new Date().toISOString().slice(0, 10),
): (BreakingChange & { why?: string })[] {
  return changes.flatMap((change) => {
    const why = undeclarable(change, today);
    if (why) return [{ ...change, why }];
    return declarations.some((d) => covers(d, change)) ? [] : [change];
  });
}

/** How the gate names a refused change, one line each: `graphql: <what> [<kind>] (<why no declaration can pass it>)`. */
export function refusalLine(change: BreakingChange & { why?: string }): string {
  return `${change.contract}: ${change.message} [${change.kind}]${change.why ? ` (${change.why})` : ''}`;
}

const same = (a: Contract, b: Contract) =>
  a.graphql === b.graphql &&
  JSON.stringify(a.graphqlVersions) === JSON.stringify(b.graphqlVersions) &&
  JSON.stringify(a.rest) === JSON.stringify(b.rest) &&
  JSON.stringify(a.events) === JSON.stringify(b.events);

async function main(mode: string, folders: string[]): Promise<void> {
  // compare RELEASED NEXT: two contract folders, as the gate's own test drives it.
  const released = readContract(mode === 'compare' ? folders[0] : CONTRACT_DIR);
  const next = mode === 'compare' ? readContract(folders[1]) : await currentContract();
  const refused = undeclared(await breakingChanges(released, next), declared(mode === 'compare' ? folders[2] : undefined));
  if (refused.length > 0) {
    console.error(`The change breaks the released contract (contract/) in ${refused.length} place(s):`);
    for (const change of refused) console.error(`  ${refusalLine(change)}`);
    console.error(
      'Add beside what you change, deprecate with a date, or ship a dated version; a break that must land is declared in contract/declared-breaking-changes.json with its reason.',
    );
    process.exit(1);
  }
  if (mode === 'compare') console.log('No breaking change.');
  else if (mode === 'update') {
    writeContract(next);
    console.log('contract/ written: no undeclared breaking change.');
  } else if (!same(released, next)) {
    console.error('contract/ is not current: the change adds to the contract without recording it. Run `npm run contract` and commit contract/.');
    process.exit(1);
  } else console.log('The contract holds: no breaking change, and contract/ is current.');
}

if (import.meta.url === `file://${process.argv[1]}`) await main(process.argv[2] ?? 'check', process.argv.slice(3));
