/**
 * `npm start` and `npm test` build only what changed since their last build: a restart to change a
 * setting (an environment variable) starts at once, and a second `npm test` runs the tests at once,
 * instead of rebuilding for a minute.
 *
 *   node scripts/build-if-stale.ts start            the whole build (npm run build), for the server
 *   node scripts/build-if-stale.ts test             what the tests read: the generated code, the dashboard, the documentation site
 *   node scripts/build-if-stale.ts test --record    records that the caller just built those itself (CI builds them in its own steps)
 *
 * The build's inputs are hashed (contents, not times, so a fresh clone and a `git checkout` compare
 * right); the hash of each target's last successful build is kept in dist/.build-inputs (start) and
 * dist/.test-inputs (test). The whole build is everything the tests need too, so it records both.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const INPUTS = [
  'src',
  'migrations',
  'bench',
  'dashboard',
  'docs',
  'clients/typescript/src',
  'clients/typescript/package.json',
  'clients/cli/src',
  'clients/cli/package.json',
  'scripts',
  'codegen.ts',
  'tsconfig.json',
  'tsconfig.build.json',
  'package.json',
  'package-lock.json',
];
/** What the build itself writes, from the inputs above. */
const OUTPUTS = new Set([
  'src/generated',
  'dashboard/src/generated',
  'clients/typescript/src/generated',
  'docs/concepts/error-codes.md',
  'docs/concepts/event-types.md',
]);
/** What other tools leave among the inputs, wherever it is. */
const LEFT_BY_TOOLS = new Set(['node_modules', '__pycache__']);

interface Target {
  /** What builds it, each an npm script. */
  scripts: string[];
  /** Where the hash of its last build is kept. */
  stamp: string;
  /** What it wrote, there if the build still stands (dist/ may have been removed since). */
  built: string[];
  /** Targets a build of this one brings up to date as well. */
  alsoBuilds: Target[];
}

const TEST: Target = {
  scripts: ['codegen', 'build:dashboard', 'build:docs'],
  stamp: 'dist/.test-inputs',
  built: ['dist/dashboard/index.html', 'dist/docs/index.html', 'clients/typescript/dist', 'clients/cli/dist'],
  alsoBuilds: [],
};
const START: Target = {
  scripts: ['build'],
  stamp: 'dist/.build-inputs',
  built: ['dist/src/main.js', ...TEST.built],
  alsoBuilds: [TEST],
};
const TARGETS: Record<string, Target> = { start: START, test: TEST };

function files(entry: string): string[] {
  if (!existsSync(entry) || OUTPUTS.has(entry) || LEFT_BY_TOOLS.has(path.basename(entry))) return [];
  if (!statSync(entry).isDirectory()) return [entry];
  return readdirSync(entry)
    .sort()
    .flatMap((name) => files(path.posix.join(entry, name)));
}

function inputsHash(): string {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap(files)) hash.update(file).update('\0').update(readFileSync(file)).update('\0');
  return hash.digest('hex');
}

function record(target: Target, hash: string): void {
  mkdirSync(path.dirname(target.stamp), { recursive: true });
  for (const each of [target, ...target.alsoBuilds]) writeFileSync(each.stamp, `${hash}\n`);
}

const [name = 'start', flag] = process.argv.slice(2);
const target = TARGETS[name];
if (!target || (flag !== undefined && flag !== '--record')) {
  console.error(`usage: node scripts/build-if-stale.ts ${Object.keys(TARGETS).join('|')} [--record]`);
  process.exit(2);
}
if (flag === '--record') {
  record(target, inputsHash());
} else {
  const before = inputsHash();
  const current = existsSync(target.stamp) && target.built.every((output) => existsSync(output)) && readFileSync(target.stamp, 'utf8').trim() === before;
  if (current) {
    console.log(`build is current (${target.stamp}): ${name === 'start' ? 'starting' : 'testing'} without rebuilding`);
  } else {
    for (const script of target.scripts) execFileSync('npm', ['run', script], { stdio: 'inherit' });
    record(target, inputsHash());
  }
}
