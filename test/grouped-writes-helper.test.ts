import { describe, expect, it } from 'vitest';
import { GroupedWrites } from '../src/platform/grouped-writes.js';

/** A statement that holds until released, recording the groups it was given; it fails on a group holding `faulty`. */
function heldStatements(faulty?: string) {
  const groups: string[][] = [];
  const releases: (() => void)[] = [];
  const writeAll = async (items: readonly string[]) => {
    groups.push([...items]);
    await new Promise<void>((resolve) => releases.push(resolve));
    if (faulty !== undefined && items.includes(faulty)) throw new Error(`cannot write ${faulty}`);
  };
  /** Lets every statement in flight finish, until none is left waiting. */
  const releaseAll = async () => {
    for (let quiet = 0; quiet < 5; quiet++) {
      await new Promise((resolve) => setImmediate(resolve));
      if (releases.length > 0) {
        quiet = 0;
        for (const release of releases.splice(0)) release();
      }
    }
  };
  return { groups, writeAll, releaseAll };
}

describe('GroupedWrites, the helper', () => {
  it('send a lone write at once, and the writes that arrive meanwhile together in the next statement', async () => {
    const statements = heldStatements();
    const writes = new GroupedWrites(statements.writeAll);
    const first = writes.write('a');
    expect(statements.groups).toEqual([['a']]);
    const later = ['b', 'c', 'd'].map((item) => writes.write(item));
    await statements.releaseAll();
    await Promise.all([first, ...later]);
    expect(statements.groups).toEqual([['a'], ['b', 'c', 'd']]);
  });

  it('put no more writes in one statement than the limit', async () => {
    const statements = heldStatements();
    const writes = new GroupedWrites(statements.writeAll, 2);
    const all = ['a', 'b', 'c', 'd', 'e'].map((item) => writes.write(item));
    await statements.releaseAll();
    await Promise.all(all);
    expect(statements.groups).toEqual([['a'], ['b', 'c'], ['d', 'e']]);
  });

  it('try each write of a failed group again alone, so that only the faulty one fails', async () => {
    const statements = heldStatements('bad');
    const writes = new GroupedWrites(statements.writeAll);
    const outcomes = ['a', 'b', 'bad', 'c'].map((item) =>
      writes.write(item).then(
        () => 'written',
        (error: Error) => error.message,
      ),
    );
    await statements.releaseAll();
    expect(await Promise.all(outcomes)).toEqual(['written', 'written', 'cannot write bad', 'written']);
    expect(statements.groups).toEqual([['a'], ['b', 'bad', 'c'], ['b'], ['bad'], ['c']]);
  });

  it('answer a lone faulty write with its own error, and go on with the next', async () => {
    const statements = heldStatements('bad');
    const writes = new GroupedWrites(statements.writeAll);
    const failed = writes.write('bad').then(
      () => 'written',
      (error: Error) => error.message,
    );
    await statements.releaseAll();
    expect(await failed).toBe('cannot write bad');
    const next = writes.write('a');
    await statements.releaseAll();
    await next;
    expect(statements.groups).toEqual([['bad'], ['a']]);
  });
});
