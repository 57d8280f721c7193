import type { FastifyReply, FastifyRequest } from 'fastify';
import { badRequest, DomainError } from '../platform/errors.js';

/**
 * Failures an integrator must survive, on demand, one request at a time (`X-Sandbox-Scenario`),
 * so a client's retries can be proven safe against the real sandbox rather than a mock:
 *
 * - `503` and `429`: the request is refused before anything runs (`Retry-After: 1`);
 * - `drop-after-commit`: the request runs and commits, then the connection is closed without an
 *   answer — the ambiguous outcome; a retry with the same Idempotency-Key replays the answer;
 * - `timeout-after-commit`: the request runs and commits, and the answer comes only after
 *   `SANDBOX_SCENARIO_DELAY_MS` (30 s by default), past a client's timeout;
 * - `callback-twice` and `callback-late`, on a mobile money request with X-Callback-Url: its
 *   callback is delivered twice, or 60 s late on the account clock (the momo module applies them).
 */
export const SANDBOX_SCENARIOS = ['503', '429', 'drop-after-commit', 'timeout-after-commit', 'callback-twice', 'callback-late'] as const;
export type SandboxScenario = (typeof SANDBOX_SCENARIOS)[number];

const HEADER = 'x-sandbox-scenario';

function scenarioOf(request: FastifyRequest): SandboxScenario | undefined {
  const value = request.headers[HEADER];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !(SANDBOX_SCENARIOS as readonly string[]).includes(value))
    throw badRequest(`X-Sandbox-Scenario must be one of ${SANDBOX_SCENARIOS.join(', ')}.`, [
      { field: 'X-Sandbox-Scenario', message: `must be one of ${SANDBOX_SCENARIOS.join(', ')}` },
    ]);
  if (request.headers['x-target-environment'] !== undefined && request.headers['x-target-environment'] !== 'sandbox')
    throw badRequest('X-Sandbox-Scenario works in the sandbox only.', [{ field: 'X-Sandbox-Scenario', message: 'only with X-Target-Environment: sandbox' }]);
  return value as SandboxScenario;
}

/** Before the route: refuses the request as its scenario says (503, 429), or checks the header. */
export function refuseBySandboxScenario(request: FastifyRequest): void {
  const scenario = scenarioOf(request);
  const headers = { 'Retry-After': '1' };
  if (scenario === '503') throw new DomainError('SERVICE_UNAVAILABLE', 'Sandbox scenario 503: nothing was done; retry after a second.', { headers });
  if (scenario === '429') throw new DomainError('RATE_LIMITED', 'Sandbox scenario 429: nothing was done; retry after a second.', { headers });
}

/** After the route committed, as its answer goes out: dropped, or late. */
export async function answerBySandboxScenario(request: FastifyRequest, reply: FastifyReply, delayMs: number): Promise<void> {
  const value = request.headers[HEADER];
  if (reply.statusCode >= 400) return;
  if (value === 'drop-after-commit') request.raw.socket?.destroy();
  if (value === 'timeout-after-commit') await new Promise((resolve) => setTimeout(resolve, delayMs));
}
