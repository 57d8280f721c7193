import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { installedFromDebian } from './debian-packages.js';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/**
 * Debian's Chromium, for tests of web pages in a real browser: CHROMIUM_PATH, or a known path; as
 * root on Debian, installed with apt-get when missing (the only download a test makes, from the
 * machine's package registry). Elsewhere: install Chromium and set CHROMIUM_PATH.
 */
export function chromiumPath(): string {
  const found = [process.env['CHROMIUM_PATH'], ...CANDIDATES].find((p): p is string => !!p && existsSync(p));
  if (found) return found;
  if (installedFromDebian('chromium', '/usr/bin/chromium', 'the browser tests')) return '/usr/bin/chromium';
  throw new Error('The browser tests need Chromium: apt-get install -y chromium (Debian), or set CHROMIUM_PATH to a Chromium or Chrome binary.');
}

/** Headless Chromium as the machine allows it: no sandbox as root, no background network (there is none). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}
