import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';

// scripts/build-if-stale.ts decides whether `npm start`, `npm test` and every test that starts a
// server process runs a fresh build or rebuilds. It works in the folder it is run from, so it is run
// here on a small project whose server build (build:server) takes a second and counts its runs.
const SCRIPT = path.resolve('scripts/build-if-stale.ts');
const FAKE_BUILD = [
  'setTimeout(() => {',
  "  const fs = require('fs');",
  "  fs.mkdirSync('dist/src', { recursive: true });",
  "  fs.writeFileSync('dist/src/main.js', '');",
  "  fs.appendFileSync('builds.log', 'built\\n');",
  '}, 1000);',
].join(' ');

const projects: string[] = [];
afterEach(() => {
  for (const project of projects.splice(0)) rmSync(project, { recursive: true, force: true });
});

function project(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'build-if-stale-'));
  projects.push(folder);
  writeFileSync(path.join(folder, 'package.json'), JSON.stringify({ name: 'probe', private: true, scripts: { 'build:server': `node -e "${FAKE_BUILD}"` } }));
  mkdirSync(path.join(folder, 'src'));
  writeFileSync(path.join(folder, 'src', 'main.ts'), 'export {};\n');
  return folder;
}

const run = (folder: string, ...args: string[]) => promisify(execFile)(process.execPath, [SCRIPT, ...args], { cwd: folder });
const builds = (folder: string) =>
  existsSync(path.join(folder, 'builds.log')) ? readFileSync(path.join(folder, 'builds.log'), 'utf8').split('\n').filter(Boolean).length : 0;

describe('build-if-stale', { timeout: 60_000 }, () => {
  it('builds the server once, then not again until one of its inputs changes', async () => {
    const folder = project();
    await run(folder, 'server');
    expect(builds(folder)).toBe(1);
    const second = await run(folder, 'server');
    expect(second.stdout).toContain('build is current (dist/.server-inputs): nothing to rebuild');
    expect(builds(folder)).toBe(1);

    writeFileSync(path.join(folder, 'src', 'main.ts'), 'export const changed = true;\n');
    await run(folder, 'server');
    expect(builds(folder)).toBe(2);
  });

  it('does not count the lint rules test’s probe files in src as a change, so a build beside that test never compiles them', async () => {
    const folder = project();
    await run(folder, 'server');
    const probe = path.join(folder, 'src', 'lint-probe-x1');
    mkdirSync(probe);
    writeFileSync(path.join(probe, 'swallow.ts'), 'export const broken: number = "deliberately";\n');
    const beside = await run(folder, 'server');
    expect(beside.stdout).toContain('build is current (dist/.server-inputs): nothing to rebuild');
    expect(builds(folder)).toBe(1);
  });

  it('rebuilds when what the build wrote is gone, even if the inputs did not change', async () => {
    const folder = project();
    await run(folder, 'server');
    rmSync(path.join(folder, 'dist', 'src'), { recursive: true });
    await run(folder, 'server');
    expect(builds(folder)).toBe(2);
  });

  it('builds once when several processes ask at the same time: the others wait for the lock, then find it current', async () => {
    const folder = project();
    await Promise.all([run(folder, 'server'), run(folder, 'server'), run(folder, 'server')]);
    expect(builds(folder)).toBe(1);
    expect(existsSync(path.join(folder, 'dist', '.build-lock'))).toBe(false);
  });

  it('takes over a lock left by a build that was killed a quarter of an hour ago', async () => {
    const folder = project();
    const lock = path.join(folder, 'dist', '.build-lock');
    mkdirSync(lock, { recursive: true });
    const longAgo = new Date(Date.now() - 20 * 60_000);
    utimesSync(lock, longAgo, longAgo);
    await run(folder, 'server');
    expect(builds(folder)).toBe(1);
    expect(existsSync(lock)).toBe(false);
  });

  it('records a build made by the caller without building (CI builds in its own steps)', async () => {
    const folder = project();
    mkdirSync(path.join(folder, 'dist', 'src'), { recursive: true });
    writeFileSync(path.join(folder, 'dist', 'src', 'main.js'), '');
    await run(folder, 'server', '--record');
    const after = await run(folder, 'server');
    expect(after.stdout).toContain('nothing to rebuild');
    expect(builds(folder)).toBe(0);
  });

  it('refuses a target it does not know, with its usage', async () => {
    await expect(run(project(), 'everything')).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('usage: node scripts/build-if-stale.ts start|server [--record]'),
    });
  });
});
