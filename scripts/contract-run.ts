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

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

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
    paths: Record<string, Record<string, { parameters?: { in: string; name: string }[]; 'x-roles'?: string[] }>>;
  };
  for (const operations of Object.values(document.paths))
    for (const operation of Object.values(operations))
      if (operation.parameters) operation.parameters = operation.parameters.filter((p) => !(p.in === 'header' && UNJUDGED_HEADERS.includes(p.name)));
  const configFile = path.join(work, 'schemathesis.toml');
  writeFileSync(configFile, `[checks.negative_data_rejection]\nexpected-statuses = [${REJECTIONS.join(', ')}]\n`);

  /** The document with only the operations `reaches` keeps, written to its own file. */
  const documentOf = (name: string, reaches: (roles: string[] | undefined) => boolean): string => {
    const paths: typeof document.paths = {};
    for (const [route, operations] of Object.entries(document.paths)) {
      const kept = Object.entries(operations).filter(([method, operation]) => !HTTP_METHODS.includes(method) || reaches(operation['x-roles']));
      if (kept.some(([method]) => HTTP_METHODS.includes(method))) paths[route] = Object.fromEntries(kept);
    }
    const file = path.join(work, `${name}.openapi.json`);
    writeFileSync(file, JSON.stringify({ ...document, paths }));
    return file;
  };
  const everyOperation = documentOf('every-operation', () => true);
  const callers = [
    {
      name: 'the demo app user',
      token: await signIn(credentials.appUser.email, credentials.appUser.password),
      // An operation for a role (MERCHANT, ADMIN) refuses the app user whatever it sends: the coverage
      // phase's boundary values reach its rules and its handler only as the merchant, below.
      reachable: documentOf('app-user', (roles) => roles === undefined),
      reaches: 'every operation open to any signed-in user',
    },
    {
      name: 'the demo merchant',
      token: await signIn(credentials.developer.email, credentials.developer.password),
      reachable: everyOperation,
      reaches: 'every operation',
    },
  ];
  // The fuzzing phase sends every operation as each caller, refused ones included. The coverage
  // phase (a few hundred deterministic boundary values an operation, 94 % of the cases) sends each
  // caller the operations it can reach. The four runs go side by side (the fuzzer waits on the
  // server most of the time); each report is printed whole when its run ends, so they do not interleave.
  const runs = callers.flatMap((caller) =>
    [
      { phase: 'coverage', documentFile: caller.reachable, scope: caller.reaches, cases: 'boundary values of every field' },
      { phase: 'fuzzing', documentFile: everyOperation, scope: 'every operation', cases: `${EXAMPLES} cases per operation` },
    ].map(
      (part) =>
        new Promise<{ title: string; status: number | null; output: string }>((resolve) => {
          const run = spawn(
            st,
            [
              '--config-file',
              configFile,
              'run',
              part.documentFile,
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
              '--phases',
              part.phase,
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
          const title = `${part.scope} as ${caller.name}, the ${part.phase} phase (${part.cases}), positive and negative data`;
          run.on('close', (status) => resolve({ title, status, output }));
        }),
    ),
  );
  for (const run of await Promise.all(runs)) {
    console.log(`== schemathesis ${SCHEMATHESIS_VERSION}: ${run.title}`);
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
