import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** What a process sees after loading the production-mode module and then graphql: NODE_ENV, and whether graphql-js runs its development checks. */
function modeAfterLoading(nodeEnv: string | undefined): { nodeEnv: string; developmentChecks: boolean } {
  const probe = `
    import './src/production-mode.ts';
    const { instanceOf } = await import('graphql/jsutils/instanceOf.js');
    console.log(JSON.stringify({ nodeEnv: process.env.NODE_ENV, developmentChecks: String(instanceOf).includes('another module or realm') }));`;
  const output = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', probe], {
    env: { PATH: process.env['PATH'] ?? '', ...(nodeEnv === undefined ? {} : { NODE_ENV: nodeEnv }) },
    encoding: 'utf8',
  });
  return JSON.parse(output.trim());
}

describe('the server process’s mode', () => {
  it('is production when NODE_ENV is unset or empty, so graphql-js skips its development checks', () => {
    expect(modeAfterLoading(undefined)).toEqual({ nodeEnv: 'production', developmentChecks: false });
    expect(modeAfterLoading('')).toEqual({ nodeEnv: 'production', developmentChecks: false });
  });

  it('is the one NODE_ENV names when it names one', () => {
    expect(modeAfterLoading('development')).toEqual({ nodeEnv: 'development', developmentChecks: true });
  });

  it('is settled by main’s first import, before any library reads it', () => {
    const firstImport = readFileSync('src/main.ts', 'utf8')
      .split('\n')
      .find((line) => line.startsWith('import '));
    expect(firstImport).toBe("import './production-mode.js';");
  });
});
