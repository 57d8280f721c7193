import { readdirSync, readFileSync } from 'node:fs';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import openapiTS, { astToString } from 'openapi-typescript';
import { describe, expect, it } from 'vitest';
import { errorStatusesOf, operationIdOf } from '../src/http/rest-route.js';
import { openApiDocument } from '../src/http/openapi.js';
import { MODULES } from '../src/generated/modules.js';

const run = promisify(execFile);

// A client of the REST layer written only from the served document: if a route's answer were not
// described (data: unknown), reading its fields would not type-check.
const CLIENT = `
import type { paths } from './api.js';

type Answer<P extends keyof paths, M extends keyof paths[P], S extends number> = paths[P][M] extends {
  responses: { [K in S]: { content: { 'application/json': infer Body } } };
}
  ? Body
  : never;

declare const login: Answer<'/auth/login', 'post', 200>;
declare const me: Answer<'/users/me', 'get', 200>;
declare const wallet: Answer<'/wallets/me', 'get', 200>;
declare const recipients: Answer<'/recipients', 'get', 200>;
declare const transfer: Answer<'/wallets/me/transfer', 'post', 200>;
declare const refused: Answer<'/wallets/me/transfer', 'post', 409>;

export const read = {
  accessToken: login.data.accessToken satisfies string,
  expiresIn: login.data.expiresIn satisfies number,
  email: me.data.email satisfies string,
  balance: wallet.data.balances[0]?.balance satisfies number | undefined,
  phone: recipients.data.items[0]?.phone satisfies string | undefined,
  hasMore: recipients.data.hasMore satisfies boolean,
  amount: transfer.data.amount satisfies number,
  errorCode: refused.details.code satisfies string,
  // @ts-expect-error: a field the document does not declare is not there.
  unknown: login.data.notAField,
};
`;

describe('the OpenAPI document', () => {
  it('generates TypeScript types (openapi-typescript) with which a client reads typed fields of five answers', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'openapi-client-'));
    try {
      writeFileSync(path.join(folder, 'api.ts'), astToString(await openapiTS((await openApiDocument()) as never)));
      writeFileSync(path.join(folder, 'client.ts'), CLIENT);
      writeFileSync(
        path.join(folder, 'tsconfig.json'),
        JSON.stringify({
          compilerOptions: { strict: true, noEmit: true, module: 'NodeNext', moduleResolution: 'NodeNext', target: 'ES2022', skipLibCheck: true },
          files: ['client.ts'],
        }),
      );
      const tsc = path.resolve('node_modules/typescript/bin/tsc');
      const result = await run(process.execPath, [tsc, '-p', folder]).then(
        () => ({ ok: true, output: '' }),
        (error: { stdout?: string }) => ({ ok: false, output: error.stdout ?? String(error) }),
      );
      expect(result.output).toBe('');
      expect(result.ok).toBe(true);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('answers and takes named schemas only: every success is <Data>Envelope around a named data schema, every body <Resource><Verb>Params, no model named after a route', async () => {
    type Schema = { $ref?: string; allOf?: Schema[]; properties?: Record<string, Schema>; items?: Schema; description?: string };
    const document = (await openApiDocument()) as {
      paths: Record<
        string,
        Record<
          string,
          {
            operationId: string;
            requestBody?: { content: Record<string, { schema: Schema }> };
            responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
          }
        >
      >;
      components: { schemas: Record<string, Schema> };
    };
    const named = (schema: Schema | undefined) => schema?.$ref?.replace('#/components/schemas/', '');
    const { schemas } = document.components;
    for (const [route, methods] of Object.entries(document.paths))
      for (const operation of Object.values(methods)) {
        const success = Object.entries(operation.responses).filter(([status]) => status.startsWith('2'));
        for (const [, response] of success) {
          const envelope = named(response.content?.['application/json']?.schema);
          expect(envelope, `${operation.operationId} (${route})`).toMatch(/Envelope$/);
          const [base, withData] = schemas[envelope!]!.allOf!;
          expect(named(base)).toBe('Envelope');
          const data = withData!.properties!['data']!;
          expect(named(data) ?? named(data.items), operation.operationId).toBeDefined();
        }
        for (const content of Object.values(operation.requestBody?.content ?? {})) expect(named(content.schema)).toMatch(/^[A-Z][A-Za-z]+Params$/);
      }
    for (const [name, schema] of Object.entries(schemas)) {
      expect(name).not.toMatch(/\d{3}Response|Inner$|^(Get|Post|Put|Patch|Delete)[A-Z]/);
      expect(schema.description, name).toBeTruthy();
      // No object inside another without a name of its own (a generator calls those …Inner), nullable ones included.
      type Shape = { type?: string; anyOf?: Shape[]; items?: Shape; properties?: object };
      for (const [field, property] of Object.entries((schema.properties ?? {}) as Record<string, Shape>)) {
        const shown = property.anyOf?.find((branch) => branch.type !== 'null') ?? property;
        const object = shown.type === 'array' ? shown.items : shown;
        expect(object?.type === 'object' && object.properties !== undefined, `${name}.${field} is an unnamed object`).toBe(false);
      }
    }
    // Every instant is date-time, every calendar date a date, with a realistic example: the libraries type them.
    type Property = Schema & { format?: string; anyOf?: Property[]; examples?: unknown[] };
    const formatOf = (property: Property): Property => property.anyOf?.find((p) => p.format) ?? property;
    // Named …Date but an instant: the specification lists a dispute's expectedResolutionDate as a timestamp.
    const instantsNamedDate = new Set(['Dispute.expectedResolutionDate']);
    for (const [name, schema] of Object.entries(schemas))
      for (const [field, property] of Object.entries((schema.properties ?? {}) as Record<string, Property>)) {
        const instant = /At$/.test(field) || instantsNamedDate.has(`${name}.${field}`);
        if (instant) expect(formatOf(property).format, `${name}.${field}`).toBe('date-time');
        else if (/Date$/.test(field)) expect(formatOf(property).format, `${name}.${field}`).toBe('date');
        if (formatOf(property).format) expect(formatOf(property).examples?.[0], `${name}.${field}`).not.toBe('string');
      }
    for (const name of [
      'Transfer',
      'BillPayment',
      'SavingsGoal',
      'Invoice',
      'Dispute',
      'PaymentLink',
      'Refund',
      'WebhookEndpoint',
      'Event',
      'Wallet',
      'Amount',
      'TransferCreateParams',
      'RefundCreateParams',
      'PaymentLinkCreateParams',
      'MomoAccountBalance',
    ])
      expect(Object.keys(schemas)).toContain(name);
  });

  it('names every operation once in camelCase, documents its errors with the error envelope, and leaves GraphQL out', async () => {
    const document = (await openApiDocument()) as {
      paths: Record<string, Record<string, { operationId: string; responses: Record<string, { $ref?: string; content?: unknown }> }>>;
    };
    expect(Object.keys(document.paths).some((p) => p.includes('graphql'))).toBe(false);
    const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods));
    const ids = operations.map((o) => o.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][A-Za-z0-9]*$/);
    for (const operation of operations) {
      const errors = Object.keys(operation.responses).filter((status) => Number(status) >= 400);
      expect(errors).toEqual(expect.arrayContaining(['400', '401', '403', '429']));
    }
    const routes = MODULES.flatMap((m) => m.routes ?? []);
    // Every route declares the schema of its data: none is documented as data: {}.
    expect(routes.filter((r) => !r.response).map((r) => `${r.method} ${r.url}`)).toEqual([]);
    const transfer = routes.find((r) => r.url === '/wallets/me/transfer')!;
    expect(operationIdOf(transfer)).toBe('createWalletTransfer');
    // 414, 431 and 503 (X-Sandbox-Scenario) may answer any request, so every operation documents them;
    // 404 is a recipient no one is.
    expect(errorStatusesOf(transfer)).toEqual([400, 401, 403, 404, 409, 413, 414, 415, 429, 431, 503]);
  });

  it('names each operation by resource and verb, as released: renaming one breaks the libraries built on it', async () => {
    const document = (await openApiDocument()) as { paths: Record<string, Record<string, { operationId: string }>> };
    const namesIn = (paths: typeof document.paths) =>
      Object.fromEntries(
        Object.entries(paths).flatMap(([path, methods]) =>
          Object.entries(methods).map(([method, operation]) => [`${method.toUpperCase()} ${path}`, operation.operationId]),
        ),
      );
    const served = namesIn(document.paths);
    // The released names are the contract's (contract/, which the gate keeps current and refuses to break).
    for (const file of readdirSync('contract').filter((name) => /^openapi(\.\d{4}-\d{2}-\d{2})?\.json$/.test(name))) {
      const released = namesIn((JSON.parse(readFileSync(`contract/${file}`, 'utf8')) as typeof document).paths);
      const changed = Object.entries(released)
        .filter(([route, name]) => served[route] !== name)
        .map(([route, name]) => `${route}: ${name} became ${served[route] ?? 'nothing'}`);
      expect(changed, `a renamed or removed operation of ${file} is a breaking change of every client library`).toEqual([]);
    }
    expect(new Set(Object.values(served)).size, 'each operation has a name of its own').toBe(Object.keys(served).length);
    for (const name of Object.values(served)) expect(name).toMatch(/^(create|list|retrieve|update|delete|[a-z]+)[A-Z][A-Za-z0-9]*$/);
  });
});
