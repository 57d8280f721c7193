import { describe, expect, it } from 'vitest';
import { writtenAsTheyCome } from '../src/http/written-as-they-come.js';
import { EventBus } from '../src/platform/events/bus.js';

/** Lets every pending promise settle, however many turns of the microtask queue it takes. */
const settled = () => new Promise((resolve) => setImmediate(resolve));

/** A bus topic's subscription written as it comes, each value written into `written` (a write may answer a promise to hold the next). */
function writing(write: (value: number) => Promise<void> | undefined = () => undefined) {
  const bus = new EventBus();
  const source = bus.subscribe<number>('t');
  const written: number[] = [];
  const stream = writtenAsTheyCome(source, (value) => {
    written.push(value);
    return write(value);
  });
  return { bus, source, written, stream };
}

describe('answers written as they come', () => {
  it('writes every value in order, yields nothing, and ends when the source ends', async () => {
    const { bus, source, written, stream } = writing();
    const ended = stream.next();
    for (const value of [1, 2, 3]) bus.publish('t', value);
    await settled();
    expect(written).toEqual([1, 2, 3]);
    // A second read waits on the same writing: graphql-ws reads once and gets the end.
    expect(stream.next()).toBe(ended);
    await source.return?.();
    expect(await ended).toEqual({ value: undefined, done: true });
  });

  it('closes its source on return, at once, and writes nothing after it', async () => {
    const { bus, written, stream } = writing();
    const ended = stream.next();
    bus.publish('t', 1);
    await settled();
    await stream.return?.();
    expect(bus.subscriberCount('t')).toBe(0);
    bus.publish('t', 2);
    await settled();
    expect(written).toEqual([1]);
    expect(await ended).toEqual({ value: undefined, done: true });
  });

  it('holds the next value while a write is still under way, and keeps it in the source', async () => {
    let finishWrite: () => void = () => undefined;
    const { bus, written, stream } = writing((value) => (value === 1 ? new Promise<void>((resolve) => (finishWrite = resolve)) : undefined));
    void stream.next();
    bus.publish('t', 1);
    bus.publish('t', 2);
    await settled();
    expect(written).toEqual([1]);
    finishWrite();
    await settled();
    expect(written).toEqual([1, 2]);
    await stream.return?.();
  });

  it("ends with a failed write's error and closes the source", async () => {
    const { bus, stream } = writing(() => {
      throw new Error('no answer for this event');
    });
    const ended = stream.next();
    bus.publish('t', 1);
    await expect(ended).rejects.toThrow('no answer for this event');
    expect(bus.subscriberCount('t')).toBe(0);
  });

  it("ends with the source's error", async () => {
    const failing: AsyncIterator<number> = { next: () => Promise.reject(new Error('the log could not be read')) };
    await expect(writtenAsTheyCome(failing, () => undefined).next()).rejects.toThrow('the log could not be read');
  });
});
