import { readdirSync, readFileSync } from 'node:fs';

/** CPU seconds used so far by the server, by every PostgreSQL process, and by the load generator (this process, or pgbench once it ended), from /proc. */
export interface CpuTimes {
  server: number;
  postgres: number;
  loadGenerator: number;
}

/** No time in any part: the reading to measure from when a figure is already a difference. */
export const NO_TIME: CpuTimes = { server: 0, postgres: 0, loadGenerator: 0 };

const TICKS_PER_SECOND = 100;

/** The ids of the machine's processes now (the numeric entries of /proc). */
export function processIds(): string[] {
  return readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
}

/** CPU seconds a process has used (with `withWaitedChildren`, and its children it waited for). */
export function processSeconds(pid: string | number, withWaitedChildren = false): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const own = Number(fields[11]) + Number(fields[12]);
    // cutime and cstime: children this process has waited for (pgbench, run to its end).
    const children = withWaitedChildren ? Number(fields[13]) + Number(fields[14]) : 0;
    return (own + children) / TICKS_PER_SECOND;
    // biome-ignore lint/plugin: a process that ended between listing and reading used nothing more.
  } catch {
    return 0;
  }
}

/** A process's command name (`postgres`, `node`), or undefined once it ended. */
export function processName(pid: string): string | undefined {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
    // biome-ignore lint/plugin: a process that ended between listing and reading has no name to give.
  } catch {
    return undefined;
  }
}

export function cpuTimes(serverPid: number): CpuTimes {
  let postgres = 0;
  for (const pid of processIds()) {
    // With waited-for children: the postmaster counts its backends that ended (pgbench's connections).
    if (processName(pid) === 'postgres') postgres += processSeconds(pid, true);
  }
  return { server: processSeconds(serverPid), postgres, loadGenerator: processSeconds(process.pid, true) };
}

/** CPU milliseconds per operation spent in each part between two readings. */
export function perOperation(before: CpuTimes, after: CpuTimes, operations: number): CpuTimes {
  const ms = (key: keyof CpuTimes) => ((after[key] - before[key]) * 1000) / operations;
  return { server: ms('server'), postgres: ms('postgres'), loadGenerator: ms('loadGenerator') };
}

/** CPU milliseconds an operation of the three together: server + PostgreSQL + load generator. */
export const totalMs = (cpu: CpuTimes) => cpu.server + cpu.postgres + cpu.loadGenerator;

/** CPU an operation × operations a second: how many of the machine's cores the three kept busy. */
export const coresBusy = (cpu: CpuTimes, perSecond: number) => (totalMs(cpu) * perSecond) / 1000;
