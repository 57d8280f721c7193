import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    // Each file gets its own database cloned from a migrated template, so files run in parallel.
    pool: 'forks',
    // Vitest's default (one worker fewer than the cores) leaves a two-core machine one worker, although
    // most of a file's time is spent waiting on PostgreSQL, a browser or a child server: two workers
    // there took the suite from 712 s to 521 s with every test passing.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // A worker runs file after file in one process rather than a new one a file: each file imported
    // the whole server again (18 % of the suite's time), and the suite took 722 s instead of 490 s
    // on two cores with the same 835 tests passing. A file therefore leaves the process as it found
    // it: its harness closed, its spies restored, its listeners removed (each gets its own database).
    isolate: false,
    // A wait for an event can take as long as another file's open transaction on the shared server
    // (a template clone holds one for most of its run): expect.poll's 1 s default leaves too little.
    expect: { poll: { timeout: 5_000 } },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    reporters: ['default'],
  },
});
