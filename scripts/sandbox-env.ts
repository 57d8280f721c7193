/**
 * `eval "$(npm run --silent sandbox:env)"`: exports every variable the quick start, the guides and
 * the reference use, read from the running sandbox's credentials file (DATA_DIR's
 * sandbox-credentials.json, which `npm start` writes): one line a reader runs once per terminal.
 * It prints shell, never a key to a log of its own; the values are quoted for the shell.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../src/config.js';
import type { SandboxCredentials } from '../src/sandbox/seed.js';
import { sandboxVariables } from './sandbox-variables.js';

const config = loadConfig(process.env);
const file = path.resolve(config.dataDir, 'sandbox-credentials.json');
if (!existsSync(file)) {
  console.error(`No ${file}: start the sandbox first (npm ci && npm start), then run this again in the repository.`);
  process.exit(1);
}
const credentials = JSON.parse(readFileSync(file, 'utf8')) as SandboxCredentials;
const SANDBOX_VARIABLES = sandboxVariables(credentials, config.publicUrl);

const quoted = (value: string) => `'${value.replaceAll("'", "'\\''")}'`;
for (const [name, value] of Object.entries(SANDBOX_VARIABLES)) console.log(`export ${name}=${quoted(value)}`);
