import { MODULES } from '../generated/modules.js';
import { registerErrorStatuses } from '../platform/errors.js';

/** Every module's error codes with their statuses; the server and the REST document both need them (idempotent). */
export function registerModuleErrorStatuses(): void {
  for (const module of MODULES) registerErrorStatuses(module.errorCodes ?? {});
}
