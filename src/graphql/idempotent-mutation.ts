import { requireUser, type UserPrincipal } from '../platform/auth/principal.js';
import type { IdempotencyCodec } from '../platform/idempotency.js';
import type { GraphQLContext } from './context.js';

/**
 * A GraphQL mutation that creates something or moves money, declared idempotent as a REST route
 * is with `idempotent: true`: its input's `idempotencyKey` has Stripe's semantics, scoped to the
 * signed-in user and the mutation. `run` does the work once and returns what a replay needs (plain
 * JSON, or kept by `codec`); `answer` turns that into the mutation's result, the first time and on
 * every replay alike. `run` and `request` see the input without its key.
 */
export interface IdempotentMutation<Args extends KeyedInput, Result, Stored> {
  /** The mutation's name: part of the key's scope. */
  name: string;
  /** What the key is bound to: `{ input }` less the key, unless the mutation normalises it. */
  request?: (args: Args) => unknown;
  run: (principal: UserPrincipal, args: Args, ctx: GraphQLContext) => Promise<Stored>;
  answer: (stored: Stored, principal: UserPrincipal, ctx: GraphQLContext) => Result | Promise<Result>;
  /** How the stored answer is kept, e.g. with a secret sealed (the default keeps it as it is). */
  codec?: (ctx: GraphQLContext) => IdempotencyCodec<Stored>;
  /** The stored answer of a run whose first journal entry committed but whose process died before answering. */
  recover?: (principal: UserPrincipal, firstEntryId: string, ctx: GraphQLContext) => Promise<Stored | undefined>;
}

/** A mutation's arguments: one input, which may carry the key. */
type KeyedInput = { input: { idempotencyKey?: string | null | undefined } };

export function idempotentMutation<Args extends KeyedInput, Result, Stored>(
  mutation: IdempotentMutation<Args, Result, Stored>,
): (parent: unknown, args: Args, ctx: GraphQLContext) => Promise<Result> {
  return async (_parent, args, ctx) => {
    const principal = requireUser(ctx.principal);
    const { idempotencyKey, ...input } = args.input;
    const keyless = { ...args, input } as Args;
    const result = await ctx.services.idempotency.run(
      `graphql:${principal.userId}:${mutation.name}`,
      idempotencyKey ?? undefined,
      mutation.request ? mutation.request(keyless) : keyless,
      async () => ({ status: 200, body: await mutation.run(principal, keyless, ctx) }),
      mutation.codec?.(ctx),
      mutation.recover
        ? async (firstEntryId) => {
            const body = await mutation.recover!(principal, firstEntryId, ctx);
            return body === undefined ? undefined : { status: 200, body };
          }
        : undefined,
    );
    return mutation.answer(result.body, principal, ctx);
  };
}

/**
 * The key's binding for a mutation that took only arguments before it took one input: those
 * fields, flat, as keys claimed before were bound to them (the input keeps their order), so a
 * retry of such a key, in either form, replays.
 */
export const asFormerArguments = <Args extends { input: unknown }>(args: Args): unknown => args.input;
