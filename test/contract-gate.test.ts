import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Kind, parse, print, visit, type ASTNode, type FieldDefinitionNode, type InputValueDefinitionNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  breakingChanges,
  CONTRACT_DIR,
  oasdiff,
  readContract,
  refusalLine,
  undeclared,
  writeContract,
  type Contract,
  type Declared,
} from '../scripts/contract-gate.js';

// The gate (scripts/contract-gate.ts, run by .ci/run), run as CI runs it: the released contract in
// contract/ against a copy with one breaking change each, on GraphQL (graphql-inspector), REST and
// the events (oasdiff). Each is refused, named; the contract the tree serves today passes.
const released = readContract();
const folders: string[] = [];
// Built once here (go install, about a minute on a new machine) for the gates the tests start.
beforeAll(() => void oasdiff(), 300_000);
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});
const copy = (): Contract => structuredClone(released);
/** The first dated REST version, the specification's shape. */
const FIRST = '2026-11-21';

type Json = Record<string, any>;

/** The released SDL with one change made to its syntax tree. */
function sdlWith(change: (node: ASTNode) => ASTNode | null | undefined): string {
  return print(visit(parse(released.graphql), { enter: (node) => change(node as ASTNode) ?? undefined }));
}

const named = (type: string, field: string) => (node: ASTNode) =>
  (node.kind === Kind.OBJECT_TYPE_DEFINITION || node.kind === Kind.INPUT_OBJECT_TYPE_DEFINITION || node.kind === Kind.ENUM_TYPE_DEFINITION) &&
  node.name.value === type &&
  field;

/** Runs the gate as CI does; answers its exit code and what it printed. */
async function gate(...args: string[]): Promise<{ code: number; output: string }> {
  return promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/contract-gate.ts', ...args], { maxBuffer: 16 * 1024 * 1024 }).then(
    ({ stdout, stderr }) => ({ code: 0, output: stdout + stderr }),
    (failed: { code: number; stdout: string; stderr: string }) => ({ code: failed.code, output: failed.stdout + failed.stderr }),
  );
}

/**
 * What the gate refuses of `next` against the released contract, one line a change (`graphql: …`):
 * the gate's own comparison and wording, run in this process (a run of the command costs a Node
 * start and the whole toolchain's load each time; the command itself is run below).
 */
async function refusals(next: Contract, declarations?: Declared[]): Promise<string[]> {
  return undeclared(await breakingChanges(released, next), declarations).map(refusalLine);
}

/** The same through the command CI runs, `compare RELEASED NEXT [DECLARED]`: its exit code and its lines. */
async function refusalsByCommand(next: Contract): Promise<{ code: number; refused: string[]; output: string }> {
  const folder = mkdtempSync(path.join(tmpdir(), 'contract-next-'));
  folders.push(folder);
  writeContract(next, folder);
  const { code, output } = await gate('compare', CONTRACT_DIR, folder);
  const refused = output
    .split('\n')
    .filter((line) => /^ {2}(graphql|rest|events): /.test(line))
    .map((line) => line.trim());
  return { code, refused, output };
}

describe('the contract gate', () => {
  it('passes the contract the tree serves today (contract/ is current)', async () => {
    const { code, output } = await gate('check');
    expect(code, output).toBe(0);
    expect(output).toContain('The contract holds');
  }, 120_000);

  it('refuses, naming each, a removed field, a renamed operation, a narrowed enum and an optional field made required, in GraphQL', async () => {
    const removedField = sdlWith((node) => {
      if (named('PaymentLink', 'title')(node) && node.kind === Kind.OBJECT_TYPE_DEFINITION)
        return { ...node, fields: node.fields?.filter((f) => f.name.value !== 'title') };
      return undefined;
    });
    const renamedOperation = sdlWith((node) => {
      if (node.kind === Kind.OBJECT_TYPE_DEFINITION && node.name.value === 'Mutation')
        return {
          ...node,
          fields: node.fields?.map(
            (f): FieldDefinitionNode => (f.name.value === 'createPaymentLink' ? { ...f, name: { ...f.name, value: 'makePaymentLink' } } : f),
          ),
        };
      return undefined;
    });
    const narrowedEnum = sdlWith((node) => {
      if (node.kind === Kind.ENUM_TYPE_DEFINITION && node.name.value === 'InvoiceStatus')
        return { ...node, values: node.values?.filter((v) => v.name.value !== 'VOID') };
      return undefined;
    });
    const madeRequired = sdlWith((node) => {
      if (node.kind === Kind.INPUT_OBJECT_TYPE_DEFINITION && node.name.value === 'CreatePaymentLinkInput')
        return {
          ...node,
          fields: node.fields?.map(
            (f): InputValueDefinitionNode => (f.name.value === 'description' ? { ...f, type: { kind: Kind.NON_NULL_TYPE, type: f.type as never } } : f),
          ),
        };
      return undefined;
    });
    const graphqlRefusals = async (graphql: string) => (await refusals({ ...copy(), graphql })).filter((line) => line.startsWith('graphql:'));
    expect(await graphqlRefusals(removedField)).toEqual([expect.stringMatching(/^graphql: Field 'title' was removed from object type 'PaymentLink'/)]);
    expect(await graphqlRefusals(renamedOperation)).toEqual([
      expect.stringMatching(/^graphql: Field 'createPaymentLink' was removed from object type 'Mutation'/),
    ]);
    expect(await graphqlRefusals(narrowedEnum)).toEqual([expect.stringMatching(/^graphql: Enum value 'VOID' was removed from enum 'InvoiceStatus'/)]);
    expect(await graphqlRefusals(madeRequired)).toEqual([expect.stringMatching(/^graphql: Input field .*description.* 'String' to 'String!'/)]);
  }, 60_000);

  it('refuses the same four in the REST document, naming the operation and the field', async () => {
    const removedField = copy();
    const link = (removedField.rest[FIRST] as Json)['components'].schemas.PaymentLink;
    delete link.properties.title;
    link.required = link.required.filter((name: string) => name !== 'title');
    expect((await refusals(removedField)).some((r) => /^rest: 2026-11-21: GET \/merchants\/me\/payment-links: .*title/.test(r))).toBe(true);

    const renamedOperation = copy();
    (renamedOperation.rest[FIRST] as Json)['paths']['/merchants/me/payment-links'].post.operationId = 'makePaymentLink';
    expect((await refusals(renamedOperation)).some((r) => /^rest: 2026-11-21: POST \/merchants\/me\/payment-links: .*operation ID/i.test(r))).toBe(true);

    const narrowedEnum = copy();
    const status = (narrowedEnum.rest[FIRST] as Json)['paths']['/merchants/me/invoices'].get.parameters.find((p: Json) => p.name === 'status');
    status.schema.enum = status.schema.enum.filter((value: string) => value !== 'VOID');
    expect((await refusals(narrowedEnum)).some((r) => /^rest: 2026-11-21: GET \/merchants\/me\/invoices: .*VOID/.test(r))).toBe(true);

    const madeRequired = copy();
    (madeRequired.rest[FIRST] as Json)['components'].schemas.PaymentLinkCreateParams.required.push('description');
    expect((await refusals(madeRequired)).some((r) => /^rest: 2026-11-21: POST \/merchants\/me\/payment-links: .*description/.test(r))).toBe(true);
  }, 60_000);

  it('refuses a field removed from an event payload, as its receiver reads it', async () => {
    const removed = copy();
    const body = (removed.events as Json)['paths']['/events/payment.completed'].get.responses['200'].content['application/json'].schema;
    const payment = body.properties.data.properties.payment;
    delete payment.properties.amount;
    payment.required = (payment.required ?? []).filter((name: string) => name !== 'amount');
    expect((await refusals(removed)).some((r) => /^events: GET \/events\/payment\.completed: .*amount/.test(r))).toBe(true);
    // The command CI runs refuses it the same way, with exit code 1 and the same line.
    const byCommand = await refusalsByCommand(removed);
    expect(byCommand.code, byCommand.output).toBe(1);
    expect(byCommand.refused).toEqual(await refusals(removed));
  }, 60_000);

  it('lets nothing through that breaks a released REST version, declared or not: a change is added beside it or shipped in a new version', async () => {
    const renamed = copy();
    (renamed.rest[FIRST] as Json)['paths']['/merchants/me/payment-links'].post.operationId = 'makePaymentLink';
    const refused = await refusals(renamed);
    expect(refused.length).toBeGreaterThan(0);
    const declared = refused.map((line) => ({ contract: 'rest' as const, message: line.slice('rest: '.length).replace(/ \[.*$/, ''), reason: 'a test' }));
    const still = await refusals(renamed, declared);
    expect(still).toHaveLength(refused.length);
    expect(still.every((line) => line.includes('a released version never changes shape'))).toBe(true);
  }, 120_000);

  it('lets a new version break the one before it only as its declarations name, and refuses a version dated before a released one', async () => {
    const next = copy();
    const newest = Object.keys(next.rest).sort().at(-1)!;
    const renamedIn = structuredClone(next.rest[newest]!) as Json;
    renamedIn['paths']['/merchants/me/payment-links'].post.operationId = 'makePaymentLink';
    next.rest['2099-01-01'] = renamedIn;
    const refused = await refusals(next);
    expect(refused).toEqual([expect.stringMatching(/^rest: 2099-01-01 \(from \d{4}-\d{2}-\d{2}\): POST \/merchants\/me\/payment-links: .*operation ID/i)]);
    expect(await refusals(next, [{ contract: 'rest', version: '2099-01-01', kind: 'api-operation-id-removed', reason: 'a test' }])).toEqual([]);
    // The same declaration, named for another version, lets nothing through.
    expect(await refusals(next, [{ contract: 'rest', version: '2098-01-01', kind: 'api-operation-id-removed', reason: 'a test' }])).toHaveLength(1);

    const backDated = copy();
    backDated.rest['2000-01-01'] = structuredClone(backDated.rest[FIRST]!);
    expect(await refusals(backDated)).toEqual([expect.stringMatching(/^rest: version 2000-01-01 is older than the released/)]);
  }, 120_000);

  it('removes a GraphQL field only once it was deprecated with a removal date that has passed, and declared', async () => {
    const removeRotateArgument = (graphql: string) =>
      print(
        visit(parse(graphql), {
          enter: (node) =>
            node.kind === Kind.FIELD_DEFINITION && node.name.value === 'rotateSubscriptionKey'
              ? { ...node, arguments: node.arguments?.filter((a) => a.name.value !== 'product') }
              : undefined,
        }),
      );
    // Released deprecated until 2027-06-01: the removal is refused, declared or not.
    const early = { ...copy(), graphql: removeRotateArgument(released.graphql) };
    const refusedEarly = await refusals(early);
    expect(refusedEarly).toEqual([
      expect.stringMatching(/^graphql: Argument 'product\b.*removed.*\(deprecated until 2027-06-01: it may be removed after that date\)$/),
    ]);
    // A field released without a deprecation cannot be removed at all, even declared.
    const undeprecated = await refusals(
      {
        ...copy(),
        graphql: sdlWith((node) =>
          named('PaymentLink', 'title')(node) && node.kind === Kind.OBJECT_TYPE_DEFINITION
            ? { ...node, fields: node.fields?.filter((f) => f.name.value !== 'title') }
            : undefined,
        ),
      },
      [{ contract: 'graphql', message: "Field 'title' was removed from object type 'PaymentLink'", reason: 'a test' }],
    );
    expect(undeprecated).toEqual([expect.stringMatching(/a removal needs a deprecation first/)]);
    // Released with a removal date in the past, it goes once declared, and only then.
    // The argument's own reason: other members are deprecated until the same day.
    const pastDue = released.graphql.replace(/(rotateSubscriptionKey\(input: \{product\}\) instead\. )Removal on 2027-06-01\./, '$1Removal on 2026-01-01.');
    expect(pastDue).not.toBe(released.graphql);
    const folder = mkdtempSync(path.join(tmpdir(), 'contract-released-'));
    folders.push(folder);
    writeContract({ ...copy(), graphql: pastDue }, folder);
    const next = mkdtempSync(path.join(tmpdir(), 'contract-next-'));
    folders.push(next);
    writeContract({ ...copy(), graphql: removeRotateArgument(pastDue) }, next);
    const undeclaredRemoval = await gate('compare', folder, next);
    expect(undeclaredRemoval.code, undeclaredRemoval.output).toBe(1);
    const message = /graphql: (.*) \[/.exec(undeclaredRemoval.output)![1]!;
    writeFileSync(path.join(next, 'declared.json'), JSON.stringify({ changes: [{ contract: 'graphql', message, reason: 'its removal date passed' }] }));
    const declaredRemoval = await gate('compare', folder, next, path.join(next, 'declared.json'));
    expect(declaredRemoval.code, declaredRemoval.output).toBe(0);
  }, 120_000);
});

describe("the libraries' surfaces (contract/libraries)", () => {
  it('hold what the TypeScript package exports today, and refuse a member removed or changed, naming it; an addition passes', async () => {
    const { currentSurface, releasedSurface, removedMembers } = await import('../scripts/library-surface.js');
    const current = currentSurface('typescript');
    const releasedLines = releasedSurface('typescript')!;
    expect(removedMembers(releasedLines, current)).toEqual([]);
    // What a merchant's code names: the client factory, a resource service's method and its parameters, a model's money field.
    expect(current).toEqual(
      expect.arrayContaining([
        'createPaymentsClient() requires (options)',
        'PaymentsClient.paymentLinks.create() requires (params)',
        'PaymentsClient.paymentLinks.list(#1 options?: ServiceCallOptions | undefined)',
        'PaymentLink.amount: string | null',
        'API_VERSION: string',
      ]),
    );
    const method = 'PaymentsClient.paymentLinks.create() requires (params)';
    // A parameter made required, a field's type changed, a member removed: each is a released line the tree no longer has.
    const changed = current.map((line) =>
      line === method
        ? 'PaymentsClient.paymentLinks.create() requires (params, options)'
        : line === 'PaymentLink.amount: string | null'
          ? 'PaymentLink.amount: number | null'
          : line,
    );
    const removed = changed.filter((line) => line !== 'API_VERSION: string');
    expect(removedMembers(releasedLines, removed)).toEqual(['API_VERSION: string', 'PaymentLink.amount: string | null', method]);
    // A new optional parameter or a new field only adds lines.
    expect(
      removedMembers(releasedLines, [...current, 'PaymentLink.metadata?: Record<string, string>', 'PaymentsClient.paymentLinks.list(#2 extra?: string)']),
    ).toEqual([]);
  }, 60_000);
});
