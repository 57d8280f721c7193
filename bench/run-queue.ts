import { readdirSync, readFileSync } from 'node:fs';
import { entryOf } from '../src/platform/map-entry.js';
import { type CpuTimes, NO_TIME, processIds, processName } from './cpu-time.js';

/**
 * Time the server, PostgreSQL's processes and the load generator spent runnable but not running,
 * waiting for one of the two cores: the sum of every thread's run-queue delay in
 * /proc/<pid>/task/<tid>/schedstat (its second field, nanoseconds). CPU time says how much of the
 * cores each part used; this says how long each part's work stood ready while the others held
 * them, which is what a serial path (the ledger's one lane, the server's one event loop) pays on
 * a shared machine beyond its own CPU.
 *
 * A process that ends takes its figures with it (pgbench's connections), so the watch reads them
 * every 100 ms and keeps each process's last reading: at most the last 100 ms of a process that
 * ended in the phase are missed.
 */
export interface RunQueueWatch {
  /** Stops the watch: seconds of run-queue delay in each part since it started. */
  stop(): CpuTimes;
}

const SAMPLE_MS = 100;

/** Nanoseconds a process's threads have waited in the run queue so far (0 once it ended). */
function runQueueNanoseconds(pid: string): number {
  let waited = 0;
  let threads: string[];
  try {
    threads = readdirSync(`/proc/${pid}/task`);
    // biome-ignore lint/plugin: a process that ended between two readings keeps its last reading.
  } catch {
    return 0;
  }
  for (const tid of threads) waited += threadRunQueueNanoseconds(pid, tid);
  return waited;
}

function threadRunQueueNanoseconds(pid: string, tid: string): number {
  try {
    return Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[1]);
    // biome-ignore lint/plugin: a thread that ended between listing and reading waited no more.
  } catch {
    return 0;
  }
}

/** Watches the server's process, every PostgreSQL process, and the load generator (this process, or pgbench's). */
export function watchRunQueue(serverPid: number, loadGeneratorPid: () => number | undefined = () => process.pid): RunQueueWatch {
  /** Per process: its part, its reading when first seen and its last. */
  const seen = new Map<string, { part: keyof CpuTimes; first: number; last: number }>();
  /** Whether each other process is PostgreSQL's, so /proc/<pid>/comm is read once for each. */
  const isPostgres = new Map<string, boolean>();
  const partOf = (pid: string, loadGenerator: string): keyof CpuTimes | undefined => {
    if (pid === String(serverPid)) return 'server';
    if (pid === loadGenerator) return 'loadGenerator';
    return entryOf(isPostgres, pid, () => processName(pid) === 'postgres') ? 'postgres' : undefined;
  };
  const sample = (started: boolean) => {
    const loadGenerator = String(loadGeneratorPid() ?? '');
    for (const pid of processIds()) {
      const part = partOf(pid, loadGenerator);
      if (!part) continue;
      const now = runQueueNanoseconds(pid);
      const known = seen.get(pid);
      if (known) known.last = Math.max(known.last, now);
      // A process that began during the watch waited only within it.
      else seen.set(pid, { part, first: started ? 0 : now, last: now });
    }
  };
  sample(false);
  const timer = setInterval(() => sample(true), SAMPLE_MS);
  return {
    stop() {
      clearInterval(timer);
      sample(true);
      const waited: CpuTimes = { ...NO_TIME };
      for (const { part, first, last } of seen.values()) waited[part] += (last - first) / 1e9;
      return waited;
    },
  };
}
