/** The full scenarios, or CI's short form (RELIABILITY=short): the same checks on less load. */
export const SHORT = process.env['RELIABILITY'] === 'short';

export function scaled(full: number, short: number): number {
  return SHORT ? short : full;
}

/** One line a reader (and CI's log) can find: the scenario's figures. */
export function report(scenario: string, figures: Record<string, string | number>): void {
  console.log(
    `reliability ${scenario}: ${Object.entries(figures)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}`,
  );
}

/** Runs `work` for each item with at most `concurrency` at a time. */
export async function inParallel<T>(items: T[], concurrency: number, work: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        await work(items[index]!, index);
      }
    }),
  );
}
