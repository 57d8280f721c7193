// The contract, checked by a third party's fuzzer: schemathesis (PyPI) runs every operation of the
// served OpenAPI document against a fresh server (its own embedded PostgreSQL), as the demo app user
// and as the demo merchant (the app user's coverage phase on the operations it can reach), with data
// that fits the document and data that breaks it. It fails on
// any server error, any answer outside its documented schema or statuses, any answer that is not
// JSON where JSON is documented, and any invalid input accepted: `npm run test:contract`.
//
// SCHEMATHESIS: the `st` command to run (default: a virtual environment under .venv-schemathesis,
// made with pip from scripts/schemathesis.requirements.txt on first use). CONTRACT_EXAMPLES: test cases per operation in the fuzzing phase (default 6; CI runs 4). The coverage phase sends each operation's boundary values, as many as its fields need.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../test/support/global-setup.js';
import { call, dataFolder, raiseLimits, removeFolder, startServer } from '../test/support/server-process.js';

const EXAMPLES = process.env['CONTRACT_EXAMPLES'] ?? '6';
const REQUIREMENTS = path.resolve('scripts/schemathesis.requirements.txt');
const SCHEMATHESIS_VERSION = /^schemathesis==(\S+)$/m.exec(readFileSync(REQUIREMENTS, 'utf8'))![1]!;

/**
 * What the fuzzer cannot judge, taken out of the document it reads, each with the reason:
 * - X-Sandbox-Scenario: the sandbox's own switch answers 503 or 429, closes the connection after
 *   the commit, or answers 30 s late, on purpose (tested in test/sandbox-scenarios.test.ts).
 */
const UNJUDGED_HEADERS = ['X-Sandbox-Scenario'];

/**
 * Statuses that reject an input the document forbids, beyond schemathesis's own list: a path
 * segment over 100 characters (414) and headers over 16 KiB (431) are refused before routing.
 */
const REJECTIONS = [400, 401, 403, 404, 405, 406, 409, 413, 414, 415, 422, 428, 429, 431];

function schemathesis(): string {
  if (process.env['SCHEMATHESIS']) return process.env['SCHEMATHESIS'];
  const venv = path.resolve('.venv-schemathesis');
  const st = path.join(venv, 'bin', 'st');
  if (!existsSync(st)) {
    execFileSync('python3', ['-m', 'venv', venv], { stdio: 'inherit' });
    execFileSync(path.join(venv, 'bin', 'pip'), ['install', '-q', '--disable-pip-version-check', '-r', REQUIREMENTS], {
      stdio: 'inherit',
    });
  }
  return st;
}

const st = schemathesis();
const dataDir = dataFolder();
const work = mkdtempSync(path.join(tmpdir(), 'contract-'));
const server = await startServer({ LOG_LEVEL: 'warn', EMBEDDED_PG_PORT: String(await freePort()), WEBHOOK_ALLOW_LOCAL_RECEIVERS: 'true' }, { dataDir });
let failed = false;
try {
  await raiseLimits(server);
  const credentials = server.credentials() as ReturnType<typeof server.credentials> & { appUser: { email: string; password: string } };
  const key = credentials.developer.subscriptionKey;
  const signIn = async (email: string, password: string) =>
    (await call(server, 'POST', '/auth/login', key, { body: { email, password } })).body.data.accessToken as string;
  const document = (await (await fetch(`${server.baseUrl}/ms/v1/openapi.json`)).json()) as {
    paths: Record<string, Record<string, { operationId?: string; parameters?: { in: string; name: string }[]; 'x-roles'?: string[] }>>;
  };
  for (const operations of Object.values(document.paths))
    for (const operation of Object.values(operations))
      if (operation.parameters) operation.parameters = operation.parameters.filter((p) => !(p.in === 'header' && UNJUDGED_HEADERS.includes(p.name)));
  const documentFile = path.join(work, 'openapi.json');
  writeFileSync(documentFile, JSON.stringify(document));

  // The coverage phase (the boundary values of every field: nine cases in ten) and the fuzzing phase,
  // in one run a caller: run apart, each phase built its own generators again (twice the CPU).
  const phases = ['[phases.examples]', 'enabled = false', '[phases.stateful]', 'enabled = false'];
  const rejections = ['[checks.negative_data_rejection]', `expected-statuses = [${REJECTIONS.join(', ')}]`];
  const configOf = (name: string, lines: string[]): string => {
    const file = path.join(work, `${name}.toml`);
    writeFileSync(file, `${[...phases, ...rejections, ...lines].join('\n')}\n`);
    return file;
  };
  // An operation for a role (x-roles: MERCHANT, ADMIN) refuses the app user whatever it sends: its
  // boundary values reach its rules and its handler only as the merchant. The app user's fuzzing
  // phase still sends it, refusals included.
  const forARole = Object.values(document.paths)
    .flatMap((operations) => Object.values(operations))
    .filter((operation) => operation['x-roles'] !== undefined && operation.operationId !== undefined)
    .map((operation) => JSON.stringify(operation.operationId));
  const callers = [
    {
      name: 'the demo app user',
      token: await signIn(credentials.appUser.email, credentials.appUser.password),
      configFile: configOf('app-user', ['[[operations]]', `include-operation-id = [${forARole.join(', ')}]`, 'phases.coverage.enabled = false']),
      coverage: `the coverage phase on the ${Object.values(document.paths).flatMap((operations) => Object.values(operations)).length - forARole.length} operations open to any signed-in user`,
    },
    {
      name: 'the demo merchant',
      token: await signIn(credentials.developer.email, credentials.developer.password),
      configFile: configOf('merchant', []),
      coverage: 'the coverage phase on every operation',
    },
  ];
  // The two callers run side by side (the fuzzer waits on the server most of the time): each report
  // is printed whole when its run ends, so the two do not interleave.
  const runs = callers.map(
    (caller) =>
      new Promise<{ caller: (typeof callers)[number]; status: number | null; output: string }>((resolve) => {
        const run = spawn(
          st,
          [
            '--config-file',
            caller.configFile,
            'run',
            documentFile,
            '--url',
            `${server.baseUrl}/ms/v1`,
            '-H',
            `Ocp-Apim-Subscription-Key: ${key}`,
            '-H',
            'X-Target-Environment: sandbox',
            '-H',
            `Authorization: Bearer ${caller.token}`,
            '--checks',
            'not_a_server_error,status_code_conformance,content_type_conformance,response_schema_conformance,negative_data_rejection',
            '--mode',
            'all',
            '--max-examples',
            EXAMPLES,
            '--workers',
            '2',
            '--seed',
            '20261125',
            '--generation-deterministic',
            '--no-color',
            '--warnings',
            'off',
          ],
          { stdio: ['ignore', 'pipe', 'pipe'], cwd: work },
        );
        let output = '';
        run.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString();
        });
        run.stderr.on('data', (chunk: Buffer) => {
          output += chunk.toString();
        });
        run.on('close', (status) => resolve({ caller, status, output }));
      }),
  );
  for (const run of await Promise.all(runs)) {
    console.log(
      `== schemathesis ${SCHEMATHESIS_VERSION}: as ${run.caller.name}, positive and negative data: the fuzzing phase on every operation (${EXAMPLES} cases each), ${run.caller.coverage}`,
    );
    console.log(run.output);
    if (run.status !== 0) failed = true;
  }
} finally {
  server.child.kill('SIGTERM');
  await server.exited;
  removeFolder(dataDir);
  removeFolder(work);
}
if (failed) {
  console.error('the contract run found failures (above): each is a request and the answer that broke the document');
  process.exit(1);
}
