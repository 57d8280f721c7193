/**
 * How the server's ledger writes grouped, from its /metrics: calls made, entries they carried and
 * the seconds they were in flight since it started (undefined from a build that does not report
 * the counts; `inFlightSeconds` undefined from one that reports only the first two).
 */
export interface LedgerGroups {
  calls: number;
  entries: number;
  inFlightSeconds: number | undefined;
}

export async function ledgerGroups(base: string): Promise<LedgerGroups | undefined> {
  const text = await (await fetch(`${base}/metrics`)).text();
  const total = (name: string) => {
    const line = text.split('\n').find((l) => l.startsWith(`${name} `));
    return line === undefined ? undefined : Number(line.slice(name.length + 1));
  };
  const calls = total('ledger_grouped_calls_total');
  const entries = total('ledger_grouped_entries_total');
  return calls === undefined || entries === undefined ? undefined : { calls, entries, inFlightSeconds: total('ledger_grouped_call_seconds_total') };
}

export const NO_GROUPS: LedgerGroups = { calls: 0, entries: 0, inFlightSeconds: 0 };

/** What the writes between two readings added; `from` adds to that (undefined when a reading is missing). */
export function groupsBetween(
  before: LedgerGroups | undefined,
  after: LedgerGroups | undefined,
  from: LedgerGroups | undefined = NO_GROUPS,
): LedgerGroups | undefined {
  if (!before || !after || !from) return undefined;
  const [was, is, carried] = [before.inFlightSeconds, after.inFlightSeconds, from.inFlightSeconds];
  return {
    calls: from.calls + after.calls - before.calls,
    entries: from.entries + after.entries - before.entries,
    inFlightSeconds: was === undefined || is === undefined || carried === undefined ? undefined : carried + is - was,
  };
}

/**
 * Entries a call; and, from a build that reports it, how long a call was in flight (sent to
 * answered) and what share of the `seconds` measured the writer had a call in flight: near 100%,
 * one lane carries all it can, and transfers go faster only with calls that take less time.
 */
export function groupingLine(groups: LedgerGroups | undefined, seconds: number): string {
  if (!groups || groups.calls === 0) return 'n/a';
  const entries = `${(groups.entries / groups.calls).toFixed(1)} entries a call`;
  if (groups.inFlightSeconds === undefined) return entries;
  const msACall = ((groups.inFlightSeconds * 1000) / groups.calls).toFixed(2);
  return `${entries}, ${msACall} ms in flight a call, a call in flight ${((groups.inFlightSeconds / seconds) * 100).toFixed(0)}% of the time`;
}
