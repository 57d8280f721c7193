import { describe, expect, it } from 'vitest';
import { durationInWords } from '../dashboard/src/duration.js';

// The sandbox clock's banner and page say how far ahead the account's clock is as a person reads it.
describe('how far ahead the sandbox clock reads', () => {
  it('rounds to the nearest of the smaller unit it shows: a day advanced and read a moment later is "1 day"', () => {
    expect(durationInWords(86_399.6)).toBe('1 day');
    expect(durationInWords(86_400 - 20)).toBe('1 day');
    expect(durationInWords(2 * 86_400 - 25 * 60)).toBe('2 days');
    expect(durationInWords(86_400 + 2 * 3600 + 10)).toBe('1 day and 2 hours');
    expect(durationInWords(33 * 86_400 + 2 * 3600 + 31 * 60)).toBe('33 days and 3 hours');
    expect(durationInWords(23 * 3600 + 59 * 60)).toBe('23 hours and 59 minutes');
    expect(durationInWords(3600 - 10)).toBe('1 hour');
    expect(durationInWords(5 * 60 + 29)).toBe('5 minutes');
    expect(durationInWords(29)).toBe('less than a minute');
  });
});
