/**
 * A subscription's answers written to its socket as they come, rather than handed back to graphql-ws
 * one at a time. graphql-ws passes each answer through a chain of awaits of its own (its hook, the
 * message's check and serialisation, a promise around the socket's write); with a thousand
 * subscriptions to one event, that chain cost the server as much CPU as the thousand writes did.
 *
 * The iterator graphql-ws reads yields nothing: its first `next` starts writing the source's values
 * and settles when the source ends (or rejects with the source's error, which graphql-ws answers as
 * the subscription's error). Its `return`, as an unsubscribe or a closed socket calls it, closes the
 * source and writes nothing more. A write that answers a promise holds the next value until it
 * settles, so a slow reader's events wait in the source rather than in the socket's buffer.
 */
export function writtenAsTheyCome<T>(source: AsyncIterator<T>, write: (value: T) => Promise<void> | undefined): AsyncIterableIterator<never> {
  let closed = false;
  let writing: Promise<IteratorResult<never>> | undefined;
  const done: IteratorResult<never> = { value: undefined, done: true };
  const close = async () => {
    closed = true;
    await source.return?.();
  };
  const writeAll = async (): Promise<IteratorResult<never>> => {
    try {
      for (;;) {
        const next = await source.next();
        if (next.done || closed) return done;
        const written = write(next.value);
        if (written) await written;
      }
    } catch (error) {
      await close();
      throw error;
    }
  };
  const iterator: AsyncIterableIterator<never> = {
    next: () => {
      writing ??= writeAll();
      return writing;
    },
    return: async () => {
      await close();
      return done;
    },
    throw: async (error?: unknown) => {
      await close();
      throw error;
    },
    [Symbol.asyncIterator]() {
      return iterator;
    },
  };
  return iterator;
}
