import { defineModule } from '../../app/module.js';
import type { ErrorDeclarations } from '../../platform/errors.js';
import type { DeclaredKeys } from '../../platform/registry.js';
import { sandboxClockResolvers } from './sandbox-clock.resolvers.js';
import { sandboxClockRoutes } from './sandbox-clock.routes.js';
import { SandboxClockService } from './sandbox-clock.service.js';

const errorCodes = {
  CLOCK_BUSY: { status: 409, meaning: 'Another advance of this sandbox clock is running.', action: 'Try again when it has finished (`GET /sandbox/clock`).' },
} as const satisfies ErrorDeclarations;

declare module '../../platform/registry.js' {
  interface ServiceRegistry {
    sandboxClock: SandboxClockService;
  }
  interface ModuleErrorStatuses extends DeclaredKeys<typeof errorCodes> {}
}

export default defineModule({
  folder: 'sandbox-clock',
  schema: ['sandbox-clock.graphql'],
  resolvers: sandboxClockResolvers,
  // The codes each mutation's userErrors carry beyond BAD_REQUEST, and NOT_FOUND or IDEMPOTENCY_KEY_MISMATCH where it takes an id or a key.
  userErrorCodes: {
    advanceSandboxClock: ['CLOCK_BUSY'],
  },
  routes: sandboxClockRoutes(),
  services: {
    sandboxClock: {
      needs: ['webhookDispatcher', 'developer'],
      create: ({ db, clock, jobs, webhookDispatcher, developer, logger, keptReads }, { config }) =>
        new SandboxClockService({ db, clock, jobs, webhookDispatcher, developer, logger, keptReads, answerBudgetMs: config.sandboxAdvanceBudgetMs }),
    },
  },
  errorCodes,
});
