/**
 * Payroll throughput: a batch of 1,000 employees (BENCH_EMPLOYEES) processed with a zero sandbox
 * mobile money delay, timed from the `process` call to every item settled; prints items per second.
 *
 *   npm run bench:payroll
 *
 * BENCH_PG_STATEMENTS=1 (or =all) also prints the statements PostgreSQL spent the batch's time on,
 * per item.
 *
 * The server is the one `npm start` runs (its own process, embedded PostgreSQL); the demo
 * merchant pays GHS 1.00 to each employee (and the 1% fee) from its sandbox balance.
 */
import { enableStatementProfile, withStatementProfile } from './statement-profile.js';
import { startBenchServer } from './support.js';

const EMPLOYEES = Number(process.env['BENCH_EMPLOYEES'] ?? 1000);

// Outcomes are due at once: the rail's own speed, not the sandbox's pretend delay, is measured.
process.env['MOMO_COMPLETION_DELAY_SECONDS'] = '0';
enableStatementProfile();

async function main(): Promise<void> {
  const server = await startBenchServer();
  try {
    const login = await server.rest('/auth/login', {
      method: 'POST',
      body: { email: server.credentials.developer.email, password: server.credentials.developer.password },
    });
    const token: string = login.body.data.accessToken;
    const employees = Array.from({ length: EMPLOYEES }, (_, i) => ({
      name: `Employee ${i + 1}`,
      phone: `+2332${String(40_000_000 + i).padStart(8, '0')}`,
      amount: 1,
    }));
    const created = await server.rest('/payroll/batches', { method: 'POST', token, body: { name: 'Benchmark', currency: 'GHS', employees } });
    if (created.status !== 200) throw new Error(`create failed: ${JSON.stringify(created.body)}`);
    const id: string = created.body.data.id;
    const { started, accepted, settled, batch } = await withStatementProfile(
      server,
      async () => {
        const started = performance.now();
        const processed = await server.rest(`/payroll/batches/${id}/process`, { method: 'POST', token });
        if (processed.status !== 200) throw new Error(`process failed: ${JSON.stringify(processed.body)}`);
        const accepted = performance.now();
        let batch = processed.body.data;
        while (batch.status === 'PROCESSING') {
          await new Promise((r) => setTimeout(r, 50));
          batch = (await server.rest(`/payroll/batches/${id}`, { token })).body.data;
        }
        return { started, accepted, settled: performance.now(), batch };
      },
      () => ({ label: `a batch of ${EMPLOYEES} items`, operations: EMPLOYEES }),
    );
    const seconds = (settled - started) / 1000;
    console.log(`payroll: ${EMPLOYEES} employees, mobile money delay 0 s, Node ${process.version}`);
    console.log(`  process call (hold + ${EMPLOYEES} disbursements started)   ${((accepted - started) / 1000).toFixed(2)} s`);
    console.log(`  process → every item settled                          ${seconds.toFixed(2)} s`);
    console.log(`  items per second                                      ${(EMPLOYEES / seconds).toFixed(0)}`);
    console.log(`  batch ${batch.status}: ${batch.items.succeeded} succeeded, ${batch.items.failed} failed`);
    const admin = await server.rest('/auth/login', {
      method: 'POST',
      body: { email: server.credentials.admin.email, password: server.credentials.admin.password },
    });
    const report = await server.rest('/admin/ledger/reconciliation', { token: admin.body.data.accessToken });
    const clean = report.body.data.clean === true;
    console.log(`reconciliation after the run: ${clean ? 'clean' : JSON.stringify(report.body.data)}`);
  } finally {
    await server.stop();
  }
}

await main();
