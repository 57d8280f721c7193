import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** How long an install waits for another one (CI's own, another test file's) to release apt's locks. */
const LOCK_WAIT_MS = 10 * 60_000;

/** apt-get with its arguments, retried while another apt-get or dpkg holds one of apt's locks. */
function aptGet(args: string[]): void {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const started = Date.now();
  for (;;) {
    // dpkg's frontend lock is waited for by apt itself; the lists' lock (apt-get update) is not, hence the loop.
    const run = spawnSync('apt-get', ['-o', `DPkg::Lock::Timeout=${LOCK_WAIT_MS / 1000}`, ...args], { env, encoding: 'utf8' });
    if (run.status === 0) return;
    const output = `${run.stdout}${run.stderr}`;
    if (!/Could not get lock|Unable to acquire|Unable to lock/.test(output) || Date.now() - started > LOCK_WAIT_MS) {
      throw new Error(`apt-get ${args.join(' ')} failed:\n${output}`);
    }
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 2_000);
  }
}

/**
 * A Debian package installed with apt-get (from the machine's package registry) when `installed`
 * is missing, as root on Debian; whether it is there now. Another install running at the same time
 * (CI installs every package it needs at its start; two test files may need the same one) is
 * waited for, not failed on.
 */
export function installedFromDebian(debianPackage: string, installed: string, forWhat: string): boolean {
  if (existsSync(installed)) return true;
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) return false;
  console.log(`${debianPackage} is missing: installing Debian's package (apt-get install -y ${debianPackage}) for ${forWhat}.`);
  aptGet(['update', '-qq']);
  // Another install may have brought it while the lists were updated.
  if (!existsSync(installed)) aptGet(['install', '-y', '-qq', debianPackage]);
  return existsSync(installed);
}
