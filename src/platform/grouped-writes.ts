/**
 * Writes that arrive while a statement for earlier ones is in flight wait, and go together in the
 * next one (no timer: a lone write goes at once). Each caller is answered once the statement that
 * carried its write has committed, or with that statement's error. Should a statement for several
 * fail as a whole, each of its writes is tried again alone, so one write's fault stays its own.
 * One statement at a time: the grouping is what saves the round trips, as the ledger's entry writer
 * does for journal entries.
 */
export class GroupedWrites<T> {
  private readonly queue: { item: T; resolve: () => void; reject: (error: unknown) => void }[] = [];
  private writing = false;

  constructor(
    private readonly writeAll: (items: readonly T[]) => Promise<void>,
    private readonly maxPerStatement = 256,
  ) {}

  write(item: T): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      if (!this.writing) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.writing = true;
    try {
      while (this.queue.length > 0) {
        const batch = this.queue.splice(0, this.maxPerStatement);
        try {
          await this.writeAll(batch.map((queued) => queued.item));
          for (const queued of batch) queued.resolve();
          // biome-ignore lint/plugin: every fault is handed on, to the write's own caller.
        } catch (error) {
          if (batch.length === 1) batch[0]!.reject(error);
          else
            await Promise.all(
              batch.map((queued) =>
                this.writeAll([queued.item]).then(
                  () => queued.resolve(),
                  (alone: unknown) => queued.reject(alone),
                ),
              ),
            );
        }
      }
    } finally {
      this.writing = false;
    }
  }
}
