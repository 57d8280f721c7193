const UNITS = [
  ['day', 86_400],
  ['hour', 3600],
  ['minute', 60],
] as const;

/**
 * "33 days and 2 hours": how far ahead, in the two largest units that are not zero, rounded as a
 * person reads a duration, to the nearest of the smaller unit shown. A day's advance read a moment
 * later is 86,399.6 seconds ahead: "1 day", not "23 hours and 59 minutes".
 */
export function durationInWords(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  if (minutes < 1) return 'less than a minute';
  const largest = UNITS.findIndex(([, size]) => minutes * 60 >= size);
  const precision = UNITS[Math.min(largest + 1, UNITS.length - 1)]![1];
  let rest = Math.round((minutes * 60) / precision) * precision;
  const parts: string[] = [];
  for (const [unit, size] of UNITS) {
    const count = Math.floor(rest / size);
    rest -= count * size;
    if (count > 0 && parts.length < 2) parts.push(`${count} ${unit}${count === 1 ? '' : 's'}`);
  }
  return parts.join(' and ');
}
