/**
 * `npm start` builds only when something the build reads changed since the last build: a restart to
 * change a setting (an environment variable) starts at once instead of rebuilding for a minute.
 * The build's inputs are hashed (contents, not times, so a fresh clone and a `git checkout` compare
 * right); the hash of the last successful build is kept in dist/.build-inputs.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const INPUTS = [
  'src',
  'migrations',
  'bench',
  'dashboard',
  'docs',
  'clients/typescript/src',
  'clients/typescript/package.json',
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
  'dashboard/dist',
  'docs/concepts/error-codes.md',
  'docs/concepts/event-types.md',
  'node_modules',
]);
const STAMP = 'dist/.build-inputs';

function files(entry: string): string[] {
  if (!existsSync(entry) || OUTPUTS.has(entry)) return [];
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

const before = inputsHash();
const built = existsSync(STAMP) && existsSync('dist/src/main.js') && readFileSync(STAMP, 'utf8').trim() === before;
if (built) {
  console.log('build is current (dist/.build-inputs): starting without rebuilding');
} else {
  execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
  writeFileSync(STAMP, `${inputsHash()}\n`);
}
