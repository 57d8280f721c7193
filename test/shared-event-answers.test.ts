import type { ExecutionResult } from 'graphql';
import { describe, expect, it } from 'vitest';
import { graphqlRuntime } from '../src/graphql/document-check.js';
import { sharingSubscribe } from '../src/graphql/shared-event-answers.js';
import { EventBus } from '../src/platform/events/bus.js';

const { GraphQLObjectType, GraphQLSchema, GraphQLString, GraphQLNonNull, parse } = graphqlRuntime;

/**
 * A schema whose event answer depends on the subscriber (its user id) and on a variable, and which
 * counts how often an event's selection runs: what the socket's sharing must keep apart and what it
 * must run once.
 */
function countingSchema(bus: EventBus) {
  let executions = 0;
  const Event = new GraphQLObjectType({
    name: 'Event',
    fields: {
      id: { type: new GraphQLNonNull(GraphQLString) },
      seenBy: {
        type: new GraphQLNonNull(GraphQLString),
        resolve: (_event, _args, ctx: { principal: { userId: string } }) => {
          executions++;
          return ctx.principal.userId;
        },
      },
      label: {
        type: new GraphQLNonNull(GraphQLString),
        args: { prefix: { type: GraphQLString } },
        resolve: (event: { id: string }, args: { prefix?: string | null }) => `${args.prefix ?? ''}${event.id}`,
      },
    },
  });
  const schema = new GraphQLSchema({
    query: new GraphQLObjectType({ name: 'Query', fields: { ok: { type: GraphQLString } } }),
    subscription: new GraphQLObjectType({
      name: 'Subscription',
      fields: { events: { type: new GraphQLNonNull(Event), subscribe: () => bus.subscribe('events'), resolve: (event: unknown) => event } },
    }),
  });
  return { schema, executions: () => executions };
}

const document = 'subscription ($prefix: String) { events { id seenBy label(prefix: $prefix) } }';
const context = (userId: string, apiVersion = '2026-01-01') => ({ principal: { kind: 'user', userId, role: 'USER' }, apiVersion });

describe('subscription answers shared by a group', () => {
  it('runs an event once for subscriptions of one principal, document and variables, and apart for any other', async () => {
    const bus = new EventBus();
    const { schema, executions } = countingSchema(bus);
    const subscribe = sharingSubscribe();
    const open = async (userId: string, prefix: string, apiVersion?: string) =>
      (await subscribe({
        schema,
        // Each subscribe parses its own text, as the socket does for a document that is not trusted.
        document: parse(document),
        variableValues: { prefix },
        contextValue: context(userId, apiVersion),
      })) as AsyncIterableIterator<ExecutionResult>;
    const streams = [await open('ada', 'a:'), await open('ada', 'a:'), await open('bea', 'a:'), await open('ada', 'b:'), await open('ada', 'a:', '2027-01-01')];
    const answers = streams.map((stream) => stream.next());
    bus.publish('events', { id: 'evt_1' });
    const data = (await Promise.all(answers)).map((answer) => answer.value.data);

    expect(data).toEqual([
      { events: { id: 'evt_1', seenBy: 'ada', label: 'a:evt_1' } },
      { events: { id: 'evt_1', seenBy: 'ada', label: 'a:evt_1' } },
      { events: { id: 'evt_1', seenBy: 'bea', label: 'a:evt_1' } },
      { events: { id: 'evt_1', seenBy: 'ada', label: 'b:evt_1' } },
      { events: { id: 'evt_1', seenBy: 'ada', label: 'a:evt_1' } },
    ]);
    // The first two share one run; another principal, other variables and another version run their own.
    expect(executions()).toBe(4);
    await Promise.all(streams.map((stream) => stream.return?.()));
    expect(bus.subscriberCount('events')).toBe(0);
  });

  it('answers each event object of its own alone, and every event again', async () => {
    const bus = new EventBus();
    const { schema, executions } = countingSchema(bus);
    const subscribe = sharingSubscribe();
    const streams = await Promise.all(
      [0, 1].map(async () => (await subscribe({ schema, document: parse(document), contextValue: context('ada') })) as AsyncIterableIterator<ExecutionResult>),
    );
    const first = streams.map((stream) => stream.next());
    bus.publish('events', { id: 'evt_1' });
    await Promise.all(first);
    const second = streams.map((stream) => stream.next());
    bus.publish('events', { id: 'evt_2' });
    expect((await Promise.all(second)).map((answer) => answer.value.data.events.id)).toEqual(['evt_2', 'evt_2']);
    // One run per event object, not one per subscription and not one for the whole stream.
    expect(executions()).toBe(2);
    await Promise.all(streams.map((stream) => stream.return?.()));
  });

  it('answers alone a subscription whose context is not the platform’s', async () => {
    const bus = new EventBus();
    const { schema, executions } = countingSchema(bus);
    const subscribe = sharingSubscribe();
    const streams = await Promise.all(
      [0, 1].map(
        async () =>
          (await subscribe({ schema, document: parse(document), contextValue: { principal: { userId: 'ada' } } })) as AsyncIterableIterator<ExecutionResult>,
      ),
    );
    const answers = streams.map((stream) => stream.next());
    bus.publish('events', { id: 'evt_1' });
    await Promise.all(answers);
    expect(executions()).toBe(2);
    await Promise.all(streams.map((stream) => stream.return?.()));
  });
});
