/**
 * Where the server's CPU goes under transfers: one bench server under `--cpu-prof`, a warm-up, then
 * a measured phase of transfers; prints the event loop's busy time a transfer during the measured
 * phase only, by the package or part of the project whose code ran (self time), and the functions
 * that took the most. The profiler samples the thread's wall time, so a system call during which the
 * thread lost its core to another process counts to that call.
 *
 *   npm run bench:server-profile     (BENCH_TRANSPORT=rest BENCH_CLIENTS=16 BENCH_SECONDS=15 BENCH_WARMUP_SECONDS=5)
 *
 * The samples of the measured phase are picked by time: V8's profile and this process's
 * `process.hrtime` read the same monotonic clock.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startBenchServer } from './support.js';
import { createUsers, phase, spreadOver } from './transfer-load.js';

const TRANSPORT = (process.env['BENCH_TRANSPORT'] ?? 'rest') as 'rest' | 'graphql';
const CLIENTS = Number(process.env['BENCH_CLIENTS'] ?? 16);
const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 15);
const WARMUP_SECONDS = Number(process.env['BENCH_WARMUP_SECONDS'] ?? 5);
const TOP_FUNCTIONS = 25;
const TOP_PARTS = 15;

/** A V8 CPU profile as `--cpu-prof` writes it (times in microseconds). */
interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** Which code a frame is: a package, a folder of the project's build, Node's own modules, or V8's name for it. */
function partOf(url: string, functionName: string): string {
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (inPackage) return inPackage[1]!;
  const inProject = /\/dist\/(.*)$/.exec(url);
  if (inProject) return `project: ${inProject[1]!.split('/').slice(0, -1).join('/') || inProject[1]}`;
  if (url.startsWith('node:')) return "Node's own modules";
  return functionName || '(anonymous)';
}

function functionOf(url: string, functionName: string, line: number): string {
  const file = url.replace(/^.*\/(node_modules|dist)\//, '');
  return file ? `${functionName || '(anonymous)'} ${file}:${line + 1}` : functionName || '(anonymous)';
}

/** Self time in microseconds by function and by part, over the samples between two instants of the monotonic clock. */
function selfTimes(profile: CpuProfile, fromUs: number, toUs: number) {
  const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const byFunction = new Map<string, number>();
  const byPart = new Map<string, number>();
  let busy = 0;
  let at = profile.startTime;
  for (const [i, id] of profile.samples.entries()) {
    at += profile.timeDeltas[i] ?? 0;
    const duration = profile.timeDeltas[i + 1] ?? 0;
    const frame = frames.get(id)!;
    if (at < fromUs || at > toUs || frame.functionName === '(idle)') continue;
    busy += duration;
    const name = functionOf(frame.url, frame.functionName, frame.lineNumber);
    byFunction.set(name, (byFunction.get(name) ?? 0) + duration);
    const part = partOf(frame.url, frame.functionName);
    byPart.set(part, (byPart.get(part) ?? 0) + duration);
  }
  return { busy, byFunction, byPart };
}

const nowUs = () => Number(process.hrtime.bigint() / 1000n);
const profileDir = mkdtempSync(path.join(tmpdir(), 'pp-server-profile-'));
process.env['BENCH_SERVER_NODE_ARGS'] = `${process.env['BENCH_SERVER_NODE_ARGS'] ?? ''} --cpu-prof --cpu-prof-dir=${profileDir}`;
try {
  const server = await startBenchServer();
  let measured: Awaited<ReturnType<typeof phase>>;
  let window: { from: number; to: number };
  try {
    const users = await createUsers(server, 32);
    const pick = spreadOver(users);
    await phase(server, CLIENTS, WARMUP_SECONDS, 'warm-up', TRANSPORT, pick);
    const from = nowUs();
    measured = await phase(server, CLIENTS, SECONDS, 'measured', TRANSPORT, pick);
    window = { from, to: nowUs() };
  } finally {
    // The profile is written as the server exits.
    await server.stop();
  }
  const file = readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile'));
  if (!file) throw new Error(`the server wrote no profile into ${profileDir}`);
  const profile = JSON.parse(readFileSync(path.join(profileDir, file), 'utf8')) as CpuProfile;
  const { busy, byFunction, byPart } = selfTimes(profile, window.from, window.to);
  const perTransfer = (us: number) => (us / measured.completed).toFixed(1).padStart(7);
  console.log(
    `server-profile: ${TRANSPORT} transfers, ${CLIENTS} clients, ${SECONDS} s measured after ${WARMUP_SECONDS} s of warm-up, Node ${process.version}`,
  );
  console.log(
    `  ${measured.tps.toFixed(0)} transfers/s; the server's event loop busy ${(busy / measured.completed).toFixed(0)} µs a transfer (${((busy / (window.to - window.from)) * 100).toFixed(0)}% of the phase)`,
  );
  console.log(`  by the code that ran (self time, µs a transfer):`);
  for (const [part, us] of [...byPart].sort((a, b) => b[1] - a[1]).slice(0, TOP_PARTS)) console.log(`  ${perTransfer(us)}  ${part}`);
  console.log(`  the functions that took the most (self time, µs a transfer):`);
  for (const [name, us] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, TOP_FUNCTIONS)) console.log(`  ${perTransfer(us)}  ${name}`);
} finally {
  rmSync(profileDir, { recursive: true, force: true });
}
