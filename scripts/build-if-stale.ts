/**
 * `npm start` and `npm test` build only what changed since their last build: a restart to change a
 * setting (an environment variable) starts at once, and a second `npm test` runs the tests at once,
 * instead of rebuilding for a minute. The tests need the whole build: they read the generated code,
 * the dashboard and the documentation site, and start the server as `npm start` does, from dist/.
 *
 *   node scripts/build-if-stale.ts start            the whole build (npm run build) when stale
 *   node scripts/build-if-stale.ts start --record   records that the caller just built it itself (CI builds it in its own steps)
 *
 * The build's inputs are hashed (contents, not times, so a fresh clone and a `git checkout` compare
 * right); the hash of the last successful build is kept in dist/.build-inputs.
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
}

const START: Target = {
  scripts: ['build'],
  stamp: 'dist/.build-inputs',
  built: ['dist/src/main.js', 'dist/dashboard/index.html', 'dist/docs/index.html', 'clients/typescript/dist', 'clients/cli/dist'],
};
const TARGETS: Record<string, Target> = { start: START };

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
  writeFileSync(target.stamp, `${hash}\n`);
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
    console.log(`build is current (${target.stamp}): nothing to rebuild`);
  } else {
    for (const script of target.scripts) execFileSync('npm', ['run', script], { stdio: 'inherit' });
    record(target, inputsHash());
  }
}
