import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Kind, parse, print, visit, type ASTNode, type FieldDefinitionNode, type InputValueDefinitionNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_DIR, oasdiff, readContract, writeContract, type Contract } from '../scripts/contract-gate.js';

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

/** What the gate refuses of `next` against the released contract, one line a change (`  graphql: …`). */
async function refusals(next: Contract, declarations?: { contract: string; message: string; reason: string }[]): Promise<string[]> {
  const folder = mkdtempSync(path.join(tmpdir(), 'contract-next-'));
  folders.push(folder);
  writeContract(next, folder);
  if (declarations) writeFileSync(path.join(folder, 'declared.json'), JSON.stringify({ changes: declarations }));
  const { code, output } = await gate('compare', CONTRACT_DIR, folder, ...(declarations ? [path.join(folder, 'declared.json')] : []));
  const refused = output
    .split('\n')
    .filter((line) => /^ {2}(graphql|rest|events): /.test(line))
    .map((line) => line.trim());
  expect(code, output).toBe(refused.length > 0 ? 1 : 0);
  return refused;
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
    const link = (removedField.rest as Json)['components'].schemas.PaymentLink;
    delete link.properties.title;
    link.required = link.required.filter((name: string) => name !== 'title');
    expect((await refusals(removedField)).some((r) => /^rest: GET \/merchants\/me\/payment-links: .*title/.test(r))).toBe(true);

    const renamedOperation = copy();
    (renamedOperation.rest as Json)['paths']['/merchants/me/payment-links'].post.operationId = 'makePaymentLink';
    expect((await refusals(renamedOperation)).some((r) => /^rest: POST \/merchants\/me\/payment-links: .*operation ID/i.test(r))).toBe(true);

    const narrowedEnum = copy();
    const status = (narrowedEnum.rest as Json)['paths']['/merchants/me/invoices'].get.parameters.find((p: Json) => p.name === 'status');
    status.schema.enum = status.schema.enum.filter((value: string) => value !== 'VOID');
    expect((await refusals(narrowedEnum)).some((r) => /^rest: GET \/merchants\/me\/invoices: .*VOID/.test(r))).toBe(true);

    const madeRequired = copy();
    (madeRequired.rest as Json)['components'].schemas.PaymentLinkCreateParams.required.push('description');
    expect((await refusals(madeRequired)).some((r) => /^rest: POST \/merchants\/me\/payment-links: .*description/.test(r))).toBe(true);
  }, 60_000);

  it('refuses a field removed from an event payload, as its receiver reads it', async () => {
    const removed = copy();
    const body = (removed.events as Json)['paths']['/events/payment.completed'].get.responses['200'].content['application/json'].schema;
    const payment = body.properties.data.properties.payment;
    delete payment.properties.amount;
    payment.required = (payment.required ?? []).filter((name: string) => name !== 'amount');
    expect((await refusals(removed)).some((r) => /^events: GET \/events\/payment\.completed: .*amount/.test(r))).toBe(true);
  }, 60_000);

  it('lets a declared breaking change through, and only that one', async () => {
    const renamed = copy();
    (renamed.rest as Json)['paths']['/merchants/me/payment-links'].post.operationId = 'makePaymentLink';
    const refused = await refusals(renamed);
    expect(refused.length).toBeGreaterThan(0);
    const declare = (line: string) => ({
      contract: line.slice(0, line.indexOf(':')),
      message: line.slice(line.indexOf(':') + 2).replace(/ \[[^\]]+\]$/, ''),
      reason: 'a test',
    });
    expect(await refusals(renamed, refused.map(declare))).toEqual([]);
    expect(await refusals(renamed, refused.slice(1).map(declare))).toEqual(refused.slice(0, 1));
  }, 120_000);
});
