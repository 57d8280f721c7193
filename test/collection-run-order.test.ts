import { describe, expect, it } from 'vitest';
import type { CollectionChapter } from '../src/app/collection-chapter.js';
import { RUN_PLAN, runOrder } from '../scripts/collection-run-plan.js';

const chapter = (folder: string, follows?: string): CollectionChapter => ({ folder, ...(follows ? { follows } : {}), steps: [] });

describe("the Postman collection's run, assembled from the modules' chapters", () => {
  it('tells the story from signing in to signing out, every module chapter in it once', () => {
    const folders = RUN_PLAN.map((c) => c.folder);
    expect(folders[0]).toBe('Sign in');
    expect(folders.at(-1)).toBe('Profile and signing out');
    expect(new Set(folders).size).toBe(folders.length);
    // Each chapter comes right after the one it follows, or after a sibling that follows the same one.
    for (const [index, c] of RUN_PLAN.entries()) if (c.follows) expect(folders.indexOf(c.follows)).toBeLessThan(index);
  });

  it('puts each chapter after the one it names, siblings in their modules order', () => {
    const order = runOrder([chapter('b', 'a'), chapter('c', 'a'), chapter('a'), chapter('d', 'b')]);
    expect(order.map((c) => c.folder)).toEqual(['a', 'b', 'd', 'c']);
  });

  it('refuses a run with two first chapters, a chapter following one no module has, or chapters following each other in a circle', () => {
    expect(() => runOrder([chapter('a'), chapter('b')])).toThrow(/2 first chapters \(a, b\)/);
    expect(() => runOrder([chapter('a'), chapter('b', 'nowhere')])).toThrow(/b → nowhere/);
    expect(() => runOrder([chapter('a'), chapter('b', 'c'), chapter('c', 'b')])).toThrow(/never reaches.*b, c/);
    expect(() => runOrder([chapter('a'), chapter('a', 'a')])).toThrow(/one folder name/);
  });
});
