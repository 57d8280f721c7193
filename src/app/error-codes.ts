import { MODULES } from '../generated/modules.js';
import { registerErrorCodes } from '../platform/errors.js';

/** Every module's error codes with their statuses and meanings; the server, the REST document and the docs need them (idempotent). */
export function registerModuleErrorCodes(): void {
  for (const module of MODULES) registerErrorCodes(module.errorCodes ?? {});
}
