// The released contract and its gate. contract/ holds what clients are built against: the GraphQL
// schema as the server serves it, the OpenAPI document as /ms/v1/openapi.json serves it (REST), and
// the event payloads as a consumer reads them. A change is compared with them by a well-kept tool per
// contract (graphql-inspector for GraphQL, oasdiff for REST and the events); a breaking change that
// contract/declared-breaking-changes.json does not declare is refused, naming it.
//
//   npx tsx scripts/contract-gate.ts check    compares, and fails on an undeclared breaking change or a contract/ that is not current
//   npx tsx scripts/contract-gate.ts update   compares, and on no undeclared breaking change writes contract/ anew
//   npx tsx scripts/contract-gate.ts compare RELEASED NEXT [DECLARED]   compares two contract folders
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CriticalityLevel, diff } from '@graphql-inspector/core';
import { buildSchema as parseSchema, printSchema } from 'graphql';
import { projectRoot } from '../src/db/project-root.js';

export const CONTRACT_DIR = path.join(projectRoot(), 'contract');
const OASDIFF_VERSION = 'v1.37.0';

/** The three contracts as files hold them: SDL text and two OpenAPI documents. */
export interface Contract {
  graphql: string;
  rest: Record<string, unknown>;
  events: Record<string, unknown>;
}

export interface BreakingChange {
  contract: 'graphql' | 'rest' | 'events';
  /** The tool's own id of the kind of change (graphql-inspector's type, oasdiff's id). */
  kind: string;
  /** What changed, where: the tool's words. */
  message: string;
}

/** A breaking change let through on purpose: it names the change as the gate reports it, and why. */
interface Declared {
  contract: BreakingChange['contract'];
  message: string;
  reason: string;
}

const FILES = { graphql: 'graphql.graphql', rest: 'openapi.json', events: 'events.openapi.json' } as const;

/** The contract the working tree serves now. */
export async function currentContract(): Promise<Contract> {
  const { buildSchema } = await import('../src/graphql/schema.js');
  const { openApiDocument } = await import('../src/http/openapi.js');
  const { webhooks, ...rest } = (await openApiDocument()) as Record<string, unknown> & { webhooks?: Record<string, unknown> };
  return { graphql: printSchema(buildSchema()), rest, events: eventsDocument(webhooks ?? {}) };
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

export function readContract(folder = CONTRACT_DIR): Contract {
  return {
    graphql: readFileSync(path.join(folder, FILES.graphql), 'utf8'),
    rest: JSON.parse(readFileSync(path.join(folder, FILES.rest), 'utf8')) as Record<string, unknown>,
    events: JSON.parse(readFileSync(path.join(folder, FILES.events), 'utf8')) as Record<string, unknown>,
  };
}

export function writeContract(contract: Contract, folder = CONTRACT_DIR): void {
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, FILES.graphql), contract.graphql);
  writeFileSync(path.join(folder, FILES.rest), `${JSON.stringify(contract.rest, null, 2)}\n`);
  writeFileSync(path.join(folder, FILES.events), `${JSON.stringify(contract.events, null, 2)}\n`);
}

/** Every breaking change from `released` to `next`, by graphql-inspector and oasdiff. */
export async function breakingChanges(released: Contract, next: Contract): Promise<BreakingChange[]> {
  const graphql = (await diff(parseSchema(released.graphql), parseSchema(next.graphql)))
    .filter((change) => change.criticality.level === CriticalityLevel.Breaking)
    .map((change) => ({ contract: 'graphql' as const, kind: change.type, message: change.message }));
  return [...graphql, ...openApiBreaking('rest', released.rest, next.rest), ...openApiBreaking('events', released.events, next.events)];
}

/** oasdiff's breaking changes, its warnings included: a change it only warns of may still break a client, so the gate refuses it too. */
function openApiBreaking(contract: 'rest' | 'events', released: Record<string, unknown>, next: Record<string, unknown>): BreakingChange[] {
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

/** The breaking changes no declaration lets through. */
export function undeclared(changes: BreakingChange[], declarations: Declared[] = declared()): BreakingChange[] {
  return changes.filter((change) => !declarations.some((d) => d.contract === change.contract && d.message === change.message));
}

const same = (a: Contract, b: Contract) =>
  a.graphql === b.graphql && JSON.stringify(a.rest) === JSON.stringify(b.rest) && JSON.stringify(a.events) === JSON.stringify(b.events);

async function main(mode: string, folders: string[]): Promise<void> {
  // compare RELEASED NEXT: two contract folders, as the gate's own test drives it.
  const released = readContract(mode === 'compare' ? folders[0] : CONTRACT_DIR);
  const next = mode === 'compare' ? readContract(folders[1]) : await currentContract();
  const refused = undeclared(await breakingChanges(released, next), declared(mode === 'compare' ? folders[2] : undefined));
  if (refused.length > 0) {
    console.error(`The change breaks the released contract (contract/) in ${refused.length} place(s):`);
    for (const change of refused) console.error(`  ${change.contract}: ${change.message} [${change.kind}]`);
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
