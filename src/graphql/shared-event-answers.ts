import type { DocumentNode, ExecutionArgs, ExecutionResult } from 'graphql';
import type { GraphQLContext } from './context.js';
import { entryOf } from '../platform/map-entry.js';
import { graphqlRuntime } from './document-check.js';

const { createSourceEventStream, execute, print } = graphqlRuntime;

type Answer = ExecutionResult | Promise<ExecutionResult>;

/**
 * graphql-js's `subscribe`, with each event's answer worked out once for all the subscriptions that
 * would work out the same one: the same document text, operation and variables, under the same
 * principal and API version. The event bus hands one event object to every listener, so a dashboard
 * open in a thousand tabs of one merchant executes each event's selection once, not a thousand times
 * (Hasura calls this multiplexing). The socket still sends, checks its credential and reports its
 * cost per subscription. An event read from the log on resume is each subscription's own object, so
 * it is answered alone, as is any subscription whose context is not the platform's.
 */
export function sharingSubscribe(): (args: ExecutionArgs) => Promise<AsyncIterableIterator<ExecutionResult> | ExecutionResult> {
  const answers = new WeakMap<object, Map<string, Answer>>();
  const documentTexts = new WeakMap<DocumentNode, string>();
  const textOf = (document: DocumentNode) => entryOf(documentTexts, document, () => print(document));
  return async (args) => {
    const stream = await createSourceEventStream(args);
    if (!(Symbol.asyncIterator in stream)) return stream;
    const group = groupOf(args, textOf);
    const answerAlone = (event: unknown) => execute({ ...args, rootValue: event });
    return mapEach(stream, (event) => {
      if (group === undefined || typeof event !== 'object' || event === null) return answerAlone(event);
      return entryOf(
        entryOf(answers, event, () => new Map<string, Answer>()),
        group,
        () => answerAlone(event),
      );
    });
  };
}

/** What an answer depends on beside the event: subscriptions with the same group get the same answer. */
function groupOf(args: ExecutionArgs, textOf: (document: DocumentNode) => string): string | undefined {
  const context = args.contextValue as Partial<GraphQLContext> | undefined;
  if (!context?.principal || !context.apiVersion) return undefined;
  return JSON.stringify([context.apiVersion, context.principal, args.operationName ?? null, args.variableValues ?? null, textOf(args.document)]);
}

/** Each value of an iterator mapped, as graphql-js maps a source stream: an unsubscribe or a failed mapping closes the source. */
function mapEach<T, U>(iterable: AsyncIterable<T>, map: (value: T) => U | Promise<U>): AsyncIterableIterator<U> {
  const iterator = iterable[Symbol.asyncIterator]();
  const mapped = async (result: IteratorResult<T>): Promise<IteratorResult<U>> => {
    if (result.done) return { value: undefined, done: true };
    try {
      return { value: await map(result.value), done: false };
    } catch (error) {
      // biome-ignore lint/plugin: the source is closed before the mapping's error goes on, as graphql-js does; a failing close must not hide it.
      await iterator.return?.().catch(() => undefined);
      throw error;
    }
  };
  return {
    next: async () => mapped(await iterator.next()),
    return: async () => (iterator.return ? mapped(await iterator.return()) : { value: undefined, done: true }),
    throw: async (error?: unknown) => {
      if (iterator.throw) return mapped(await iterator.throw(error));
      throw error;
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
