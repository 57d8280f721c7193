/**
 * How the server's ledger writes grouped, from its /metrics: calls made and entries they carried
 * since it started (undefined from a build that does not report them).
 */
export interface LedgerGroups {
  calls: number;
  entries: number;
}

export async function ledgerGroups(base: string): Promise<LedgerGroups | undefined> {
  const text = await (await fetch(`${base}/metrics`)).text();
  const total = (name: string) => {
    const line = text.split('\n').find((l) => l.startsWith(`${name} `));
    return line === undefined ? undefined : Number(line.slice(name.length + 1));
  };
  const calls = total('ledger_grouped_calls_total');
  const entries = total('ledger_grouped_entries_total');
  return calls === undefined || entries === undefined ? undefined : { calls, entries };
}

/** Entries a call between two readings, as text ("n/a" when a reading is missing). */
export function entriesPerCall(before: LedgerGroups | undefined, after: LedgerGroups | undefined): string {
  if (!before || !after || after.calls === before.calls) return 'n/a';
  return ((after.entries - before.entries) / (after.calls - before.calls)).toFixed(1);
}
