/**
 * `npm start` and `npm test` build only what changed since their last build: a restart to change a
 * setting (an environment variable) starts at once, and a second `npm test` runs the tests at once,
 * instead of rebuilding for a minute.
 *
 *   node scripts/build-if-stale.ts start            the whole build (npm run build): npm start and npm test
 *   node scripts/build-if-stale.ts server           the server alone (tsc): a test that starts the server as a process
 *   node scripts/build-if-stale.ts start --record   records that the caller just built it itself (CI builds it in its own steps)
 *
 * A target's inputs are hashed (contents, not times, so a fresh clone and a `git checkout` compare
 * right); the hash of its last successful build is kept in dist/ (.build-inputs, .server-inputs).
 * One build runs at a time (test files started side by side may ask at once): the others wait for
 * it, then find their target current.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const SERVER_INPUTS = ['src', 'migrations', 'bench', 'tsconfig.json', 'tsconfig.build.json', 'package.json', 'package-lock.json'];
const ALL_INPUTS = [
  ...SERVER_INPUTS,
  'dashboard',
  'docs',
  'clients/typescript/src',
  'clients/typescript/package.json',
  'clients/cli/src',
  'clients/cli/package.json',
  'scripts',
  'codegen.ts',
];
/** What the whole build writes itself (codegen, the documentation's generated pages), from the inputs above. */
const WRITTEN_BY_THE_BUILD = new Set([
  'src/generated',
  'dashboard/src/generated',
  'clients/typescript/src/generated',
  'docs/concepts/error-codes.md',
  'docs/concepts/event-types.md',
]);
/** What other tools leave among the inputs, wherever it is. */
const LEFT_BY_TOOLS = new Set(['node_modules', '__pycache__']);
/**
 * What a test places among the inputs for a moment: the lint rules' test lints probe files in
 * src/<layer>/lint-probe-…/ (the rules apply by path) and removes them. A build or a hash that ran
 * beside it would compile deliberately broken code or read a file just removed.
 */
const PLACED_BY_TESTS = /^lint-probe-/;

interface Target {
  inputs: string[];
  /** Inputs' folders and files its own build writes: a build that changed them is not stale for it. */
  writes: Set<string>;
  /** What builds it, each an npm script. */
  scripts: string[];
  /** Where the hash of its last build is kept. */
  stamp: string;
  /** What it wrote, there if the build still stands (dist/ may have been removed since). */
  built: string[];
  /** Targets its build brings up to date too. */
  alsoBuilds: Target[];
}

// The server's build compiles the generated code (src/generated) but does not write it: it is an input.
const SERVER: Target = {
  inputs: SERVER_INPUTS,
  writes: new Set(),
  scripts: ['build:server'],
  stamp: 'dist/.server-inputs',
  built: ['dist/src/main.js'],
  alsoBuilds: [],
};
const START: Target = {
  inputs: ALL_INPUTS,
  writes: WRITTEN_BY_THE_BUILD,
  scripts: ['build'],
  stamp: 'dist/.build-inputs',
  built: [...SERVER.built, 'dist/dashboard/index.html', 'dist/docs/index.html', 'clients/typescript/dist', 'clients/cli/dist'],
  alsoBuilds: [SERVER],
};
const TARGETS: Record<string, Target> = { start: START, server: SERVER };

function files(entry: string, skipped: Set<string>): string[] {
  if (!existsSync(entry) || skipped.has(entry) || LEFT_BY_TOOLS.has(path.basename(entry)) || PLACED_BY_TESTS.test(path.basename(entry))) return [];
  if (!statSync(entry).isDirectory()) return [entry];
  return readdirSync(entry)
    .sort()
    .flatMap((name) => files(path.posix.join(entry, name), skipped));
}

function inputsHash(target: Target): string {
  const hash = createHash('sha256');
  for (const file of target.inputs.flatMap((input) => files(input, target.writes))) hash.update(file).update('\0').update(readFileSync(file)).update('\0');
  return hash.digest('hex');
}

function record(target: Target): void {
  mkdirSync(path.dirname(target.stamp), { recursive: true });
  for (const each of [target, ...target.alsoBuilds]) writeFileSync(each.stamp, `${inputsHash(each)}\n`);
}

function isCurrent(target: Target): boolean {
  return existsSync(target.stamp) && target.built.every((output) => existsSync(output)) && readFileSync(target.stamp, 'utf8').trim() === inputsHash(target);
}

const LOCK = 'dist/.build-lock';
/** A lock older than this was left by a build that was killed: it is taken over. */
const ABANDONED_MS = 15 * 60_000;

function withBuildLock(build: () => void): void {
  mkdirSync(path.dirname(LOCK), { recursive: true });
  for (;;) {
    try {
      mkdirSync(LOCK);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (existsSync(LOCK) && Date.now() - statSync(LOCK).mtimeMs > ABANDONED_MS) rmSync(LOCK, { recursive: true, force: true });
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 250);
    }
  }
  try {
    build();
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
}

const [name = 'start', flag] = process.argv.slice(2);
const target = TARGETS[name];
if (!target || (flag !== undefined && flag !== '--record')) {
  console.error(`usage: node scripts/build-if-stale.ts ${Object.keys(TARGETS).join('|')} [--record]`);
  process.exit(2);
}
if (flag === '--record') {
  record(target);
} else if (isCurrent(target)) {
  console.log(`build is current (${target.stamp}): nothing to rebuild`);
} else {
  withBuildLock(() => {
    // Another process may have built it while this one waited.
    if (isCurrent(target)) return;
    for (const script of target.scripts) execFileSync('npm', ['run', script], { stdio: 'inherit' });
    record(target);
  });
}
