import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { vi } from 'vitest';

/**
 * Runs a TypeScript example (a module that does its work at import) as a user would, with these
 * environment variables, and answers the lines it printed.
 */
export async function runExample(file: string, env: Record<string, string>, whileRunning?: () => void): Promise<string[]> {
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  const printed: string[] = [];
  const log = vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => void printed.push(args.join(' ')));
  // A test clock does not move by itself: whileRunning moves it while the example waits.
  const ticking = whileRunning ? setInterval(whileRunning, 20) : undefined;
  try {
    await import(pathToFileURL(path.resolve(file)).href);
  } finally {
    clearInterval(ticking);
    log.mockRestore();
    vi.unstubAllEnvs();
  }
  return printed;
}
