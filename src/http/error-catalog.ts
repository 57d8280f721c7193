import { registerModuleErrorCodes } from '../app/error-codes.js';
import { errorCatalog } from '../platform/errors.js';

/** Text for a Markdown table cell: no line breaks, no column separators. */
const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');

/**
 * The errors catalog as a Markdown table (code, HTTP status, meaning, what to do), from the
 * platform's and every module's declarations: the API reference's description and the docs'
 * "Error codes" page both show it.
 */
export function errorCatalogTable(): string {
  registerModuleErrorCodes();
  const rows = errorCatalog().map((e) => `| \`${e.code}\` | ${e.status} | ${cell(e.meaning)} | ${cell(e.action)} |`);
  return ['| `details.code` | HTTP | What it means | What to do |', '| --- | --- | --- | --- |', ...rows].join('\n');
}
