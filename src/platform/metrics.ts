import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/** Prometheus metrics of one server process, served at /metrics. */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by method, route and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  const rateLimited = new Counter({
    name: 'rate_limited_requests_total',
    help: 'Requests refused with 429 by the per-plan rate limit',
    registers: [registry],
  });
  const graphqlRequests = new Counter({
    name: 'graphql_http_requests_total',
    help: "GraphQL requests over HTTP by the executor that answered: the fast path's compiled operation (compiled) or graphql-js (fast), or Apollo Server's pipeline (apollo)",
    labelNames: ['executor'] as const,
    registers: [registry],
  });
  return { registry, httpDuration, rateLimited, graphqlRequests };
}

export type Metrics = ReturnType<typeof createMetrics>;

/**
 * How well this process's ledger writes group: calls made outside a caller's transaction, the
 * entries they carried (their ratio is the mean group), the seconds they were in flight (against
 * the time passed, how busy the writer's lanes are) and the seconds entries queued for them (over
 * the entries, a write's mean wait for the call before its own), read from the writer when scraped.
 */
export interface LedgerGroupCounts {
  calls: number;
  entries: number;
  inFlightSeconds: number;
  queuedSeconds: number;
}

export function observeLedgerGroups(metrics: Metrics, grouped: () => LedgerGroupCounts): void {
  const total = (name: string, help: string, read: (counts: LedgerGroupCounts) => number) =>
    new Counter({
      name,
      help,
      registers: [metrics.registry],
      collect() {
        this.reset();
        this.inc(read(grouped()));
      },
    });
  total('ledger_grouped_calls_total', 'Ledger calls that wrote queued entries together', (counts) => counts.calls);
  total('ledger_grouped_entries_total', 'Entries those ledger calls carried', (counts) => counts.entries);
  total(
    'ledger_grouped_call_seconds_total',
    'Seconds those ledger calls were in flight, from sending to answer, summed over the writer’s lanes (its rate is the lanes’ busy share)',
    (counts) => counts.inFlightSeconds,
  );
  total(
    'ledger_grouped_queued_seconds_total',
    'Seconds entries waited in the writer’s queue for a call to carry them, summed over the entries (its rate over the entries’ rate is the mean wait)',
    (counts) => counts.queuedSeconds,
  );
}

/** With a standby serving reads: the SELECTs of requests that only read, by the server that answered them. */
export function observeReadRouting(metrics: Metrics, counts: () => { standby: number; primary: number }): void {
  new Counter({
    name: 'database_reads_total',
    help: 'SELECTs of requests that only read (REST GETs, GraphQL queries), by the database server that answered: the standby, or the primary (the standby had not replayed the caller’s last write, lagged or failed)',
    labelNames: ['served_by'],
    registers: [metrics.registry],
    collect() {
      this.reset();
      const { standby, primary } = counts();
      this.inc({ served_by: 'standby' }, standby);
      this.inc({ served_by: 'primary' }, primary);
    },
  });
}
