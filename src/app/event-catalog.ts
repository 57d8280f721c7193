import { MODULES } from '../generated/modules.js';
import { type EventDeclaration, PLATFORM_EVENTS } from '../platform/events/declarations.js';

/** Every event type the platform and its modules declare, with its declaration, by type. */
export function eventCatalog(): Map<string, EventDeclaration> {
  const catalog = new Map<string, EventDeclaration>(Object.entries(PLATFORM_EVENTS));
  for (const module of MODULES) {
    for (const [type, declaration] of Object.entries(module.events ?? {})) {
      if (catalog.has(type)) throw new Error(`event type ${type} is declared twice`);
      catalog.set(type, declaration);
    }
  }
  return new Map([...catalog.entries()].sort(([a], [b]) => a.localeCompare(b)));
}
