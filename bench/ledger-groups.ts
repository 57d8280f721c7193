/**
 * How the server's ledger writes grouped, from its /metrics: calls made, entries they carried, the
 * seconds they were in flight and the seconds entries queued for them since it started (undefined
 * from a build that does not report the counts; either time undefined from one that does not
 * report it).
 */
export interface LedgerGroups {
  calls: number;
  entries: number;
  inFlightSeconds: number | undefined;
  queuedSeconds: number | undefined;
}

export async function ledgerGroups(base: string): Promise<LedgerGroups | undefined> {
  const text = await (await fetch(`${base}/metrics`)).text();
  const total = (name: string) => {
    const line = text.split('\n').find((l) => l.startsWith(`${name} `));
    return line === undefined ? undefined : Number(line.slice(name.length + 1));
  };
  const calls = total('ledger_grouped_calls_total');
  const entries = total('ledger_grouped_entries_total');
  if (calls === undefined || entries === undefined) return undefined;
  return { calls, entries, inFlightSeconds: total('ledger_grouped_call_seconds_total'), queuedSeconds: total('ledger_grouped_queued_seconds_total') };
}

export const NO_GROUPS: LedgerGroups = { calls: 0, entries: 0, inFlightSeconds: 0, queuedSeconds: 0 };

/** `from` plus what `after` adds to `before`; undefined when any of the three is. */
function added(before: number | undefined, after: number | undefined, from: number | undefined): number | undefined {
  return before === undefined || after === undefined || from === undefined ? undefined : from + after - before;
}

/** What the writes between two readings added; `from` adds to that (undefined when a reading is missing). */
export function groupsBetween(
  before: LedgerGroups | undefined,
  after: LedgerGroups | undefined,
  from: LedgerGroups | undefined = NO_GROUPS,
): LedgerGroups | undefined {
  if (!before || !after || !from) return undefined;
  return {
    calls: from.calls + after.calls - before.calls,
    entries: from.entries + after.entries - before.entries,
    inFlightSeconds: added(before.inFlightSeconds, after.inFlightSeconds, from.inFlightSeconds),
    queuedSeconds: added(before.queuedSeconds, after.queuedSeconds, from.queuedSeconds),
  };
}

/**
 * Entries a call; and, from a build that reports them, how long a call was in flight (sent to
 * answered), what share of the `seconds` measured the writer had a call in flight (near 100%, one
 * lane carries all it can, and transfers go faster only with calls that take less time), and how
 * long an entry waited in the queue before the call that carried it (mostly the rest of the call
 * in flight when it came).
 */
export function groupingLine(groups: LedgerGroups | undefined, seconds: number): string {
  if (!groups || groups.calls === 0) return 'n/a';
  const parts = [`${(groups.entries / groups.calls).toFixed(1)} entries a call`];
  if (groups.inFlightSeconds !== undefined) {
    const msACall = ((groups.inFlightSeconds * 1000) / groups.calls).toFixed(2);
    parts.push(`${msACall} ms in flight a call, a call in flight ${((groups.inFlightSeconds / seconds) * 100).toFixed(0)}% of the time`);
  }
  if (groups.queuedSeconds !== undefined) parts.push(`an entry queued ${((groups.queuedSeconds * 1000) / groups.entries).toFixed(2)} ms before its call`);
  return parts.join(', ');
}
