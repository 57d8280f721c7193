import type { GraphQLArgument, GraphQLResolveInfo } from 'graphql';
import type { UserError } from '../generated/graphql.js';
import type { GraphQLContext } from './context.js';
import { isUserError, type UserErrorArguments, userErrorsOf } from './user-errors.js';
import { isDeclaredUserErrorCode, undeclaredUserErrorCodes } from './user-error-codes.js';

type MutationResolver<P, A, R> = (parent: P, args: A, ctx: GraphQLContext, info: GraphQLResolveInfo) => R;

/** A mutation whose resolver builds its payload's fields itself (several objects, or a secret shown once). */
export function payload<P, A, R extends object>(resolve: MutationResolver<P, A, R | Promise<R>>) {
  return async (parent: P, args: A, ctx: GraphQLContext, info: GraphQLResolveInfo) => ({
    ...(await resolve(parent, args, ctx, info)),
    userErrors: [] as UserError[],
  });
}

/** A mutation whose payload carries one changed object, as `field`: `createPaymentLink` → `{ paymentLink, userErrors }`. */
export function changed<F extends string, P, A, R>(field: F, resolve: MutationResolver<P, A, R>) {
  return payload<P, A, Record<F, Awaited<R>>>(
    async (parent, args, ctx, info) => ({ [field]: await resolve(parent, args, ctx, info) }) as Record<F, Awaited<R>>,
  );
}

/**
 * The arguments a userError's field is named against, in the form the caller used: a deprecated
 * argument only when it was sent, so `deleteWebhook(input: {id})` hears of `["input", "id"]` and
 * `deleteWebhook(id:)` of `["id"]`.
 */
function argumentsSent(declared: readonly GraphQLArgument[], args: Record<string, unknown>): UserErrorArguments {
  const names = declared.filter((argument) => !argument.deprecationReason || args[argument.name] !== undefined).map((argument) => argument.name);
  const input = args.input as Record<string, unknown> | null | undefined;
  return { names, inputFields: input ? Object.keys(input) : [] };
}

/**
 * Every mutation's resolver, so that what the caller can fix lands in the payload's userErrors
 * (the payload's objects null) instead of blanking the answer with a top-level error.
 */
export function reportingUserErrors<P, A>(resolve: MutationResolver<P, A, unknown>): MutationResolver<P, A, Promise<unknown>> {
  return async (parent, args, ctx, info) => {
    try {
      return await resolve(parent, args, ctx, info);
    } catch (error) {
      if (!isUserError(error)) throw error;
      const field = info.parentType.getFields()[info.fieldName];
      if (field && !isDeclaredUserErrorCode(info.schema, field, error.code)) {
        undeclaredUserErrorCodes.add(`${info.fieldName} ${error.code}`);
        ctx.requestLog?.error({ mutation: info.fieldName, code: error.code }, "a userErrors code the mutation's enum does not declare");
      }
      return { userErrors: userErrorsOf(error, argumentsSent(field?.args ?? [], args as Record<string, unknown>)) };
    }
  };
}
