/**
 * In-process publish/subscribe for GraphQL subscriptions. Publishers call it after their transaction
 * commits; each subscriber gets an async iterator that ends when the client unsubscribes.
 */
export class EventBus {
  private readonly listeners = new Map<string, Set<(payload: unknown) => void>>();

  publish(topic: string, payload: unknown): void {
    for (const listener of this.listeners.get(topic) ?? []) listener(payload);
  }

  subscriberCount(topic: string): number {
    return this.listeners.get(topic)?.size ?? 0;
  }

  /** One iterator over one or several topics, in arrival order. */
  subscribe<T>(topicOrTopics: string | string[]): AsyncIterableIterator<T> {
    const topics = Array.isArray(topicOrTopics) ? topicOrTopics : [topicOrTopics];
    const queue: T[] = [];
    let wake: ((result: IteratorResult<T>) => void) | undefined;
    let done = false;
    const listener = (payload: unknown) => {
      if (wake) {
        const resolve = wake;
        wake = undefined;
        resolve({ value: payload as T, done: false });
      } else {
        queue.push(payload as T);
      }
    };
    for (const topic of topics) {
      const topicListeners = this.listeners.get(topic) ?? new Set();
      topicListeners.add(listener);
      this.listeners.set(topic, topicListeners);
    }
    const close = (): IteratorResult<T> => {
      done = true;
      for (const topic of topics) {
        const topicListeners = this.listeners.get(topic);
        topicListeners?.delete(listener);
        if (topicListeners?.size === 0) this.listeners.delete(topic);
      }
      wake?.({ value: undefined, done: true });
      wake = undefined;
      return { value: undefined, done: true };
    };
    return {
      next: () => {
        if (queue.length > 0) return Promise.resolve({ value: queue.shift() as T, done: false });
        if (done) return Promise.resolve({ value: undefined, done: true });
        return new Promise((resolve) => (wake = resolve));
      },
      return: () => Promise.resolve(close()),
      throw: (error?: unknown) => {
        close();
        return Promise.reject(error);
      },
      [Symbol.asyncIterator]() {
        return this;
      },
    };
  }
}

/**
 * A subscription's iterator built by an async generator reading a bus iterator: the client's
 * unsubscribe (return()) closes the bus iterator first. A generator waiting for the bus's next
 * event cannot run its own return until that event arrives, so without this a quiet topic kept its
 * listener (and the subscription) after the client had gone.
 */
export function closingSource<T>(generator: AsyncGenerator<T>, source: AsyncIterator<unknown>): AsyncIterableIterator<T> {
  return {
    next: () => generator.next(),
    return: async (value?: unknown) => {
      await source.return?.();
      return generator.return(value as T);
    },
    throw: async (error?: unknown) => {
      await source.return?.();
      return generator.throw(error);
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
