import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';

type SerializerFactory = ReturnType<typeof SerializerSelector>;
type RouteSerializer = ReturnType<ReturnType<SerializerFactory>>;

/**
 * Fastify compiles a fast-json-stringify serializer for every status of every route as the server
 * starts: for this API's few hundred answers that was 9 of a start's 19 s of CPU, paid again by
 * every test file, every worker and every restart, for answers most of them never send. Each
 * serializer is compiled here on its route's first answer of that status instead, by the same
 * compiler with the same options, so what goes on the wire is unchanged.
 *
 * `compileAll` compiles those not yet compiled: a schema fast-json-stringify cannot compile is then
 * found by a test (test/start-on-first-use.test.ts), not by the first user of that answer.
 */
export function serializersOnFirstUse(): { factory: SerializerFactory; compileAll(): number } {
  const compilers = SerializerSelector();
  const pending = new Set<() => unknown>();
  const factory: SerializerFactory = (externalSchemas, options) => {
    const compile = compilers(externalSchemas, options);
    return (route) => {
      let serializer: RouteSerializer | undefined;
      const compiled = () => {
        serializer ??= compile(route);
        pending.delete(compiled);
        return serializer;
      };
      pending.add(compiled);
      // Once compiled, an answer calls the serializer alone: nothing is added to the hot path.
      return (data) => (serializer ?? compiled())(data);
    };
  };
  return {
    factory,
    compileAll: () => {
      const count = pending.size;
      for (const compile of [...pending]) compile();
      return count;
    },
  };
}
