import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { KeyValueCache, KeyValueCacheSetOptions } from '@apollo/utils.keyvaluecache';
import { InMemoryLRUCache } from '@apollo/utils.keyvaluecache';
import { projectRoot } from '../db/project-root.js';

/** Apollo Server's prefix of its persisted-query cache's keys. */
const APQ_PREFIX = 'apq:';

/** The refusals of a document by id, alike over HTTP and on the socket: APQ's standard one for an id not held, and this server's for text when only trusted documents run. */
export const PERSISTED_QUERY_NOT_FOUND = { message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } } as const;
export const PERSISTED_QUERY_REQUIRED = {
  message: "This server runs only trusted documents: send the document's id (extensions.persistedQuery.sha256Hash, or documentId over POST), not its text.",
  extensions: { code: 'PERSISTED_QUERY_REQUIRED' },
} as const;

/** How a request names a document by id: APQ's extension, or GraphQL over HTTP's documentId (`sha256:<hex>`). */
export interface DocumentReference {
  extensions?: { persistedQuery?: { version?: unknown; sha256Hash?: unknown } } | null;
  documentId?: unknown;
}

/**
 * The trusted documents (persisted operations): every operation the first-party clients send, by
 * the sha256 of its text (src/generated/trusted-documents.json, written by codegen from the
 * dashboard, the GraphQL client example and the CLI). A client sends the id alone; the server runs
 * the text it holds, parsed and validated once per process (Apollo's document store over HTTP, this
 * class on the socket). With `only`, nothing else runs: a document sent as text is refused, which is
 * how a production deployment keeps to what its own clients ask.
 */
export class TrustedDocuments {
  private readonly byId: ReadonlyMap<string, string>;
  private readonly prepared = new Map<string, unknown>();

  constructor(
    readonly only: boolean,
    documents: Record<string, string> = JSON.parse(readFileSync(path.join(projectRoot(), 'src', 'generated', 'trusted-documents.json'), 'utf8')),
  ) {
    this.byId = new Map(Object.entries(documents));
  }

  /** The id a request names, if it names one: its sha256 in lower-case hex. */
  static idOf(request: DocumentReference): string | undefined {
    const hash = request.extensions?.persistedQuery?.sha256Hash;
    if (typeof hash === 'string') return hash.toLowerCase();
    const documentId = request.documentId;
    if (typeof documentId === 'string' && documentId.startsWith('sha256:')) return documentId.slice('sha256:'.length).toLowerCase();
    return undefined;
  }

  /** A trusted document's text, by its id. */
  textOf(id: string): string | undefined {
    return this.byId.get(id);
  }

  /** What `prepare` made of a trusted document once (parsed and validated), kept for every later use. */
  preparedOnce<T>(id: string, prepare: (text: string) => T): T | undefined {
    if (this.prepared.has(id)) return this.prepared.get(id) as T;
    const text = this.byId.get(id);
    if (text === undefined) return undefined;
    const made = prepare(text);
    this.prepared.set(id, made);
    return made;
  }

  /**
   * Apollo Server's persisted-query cache: the trusted documents first; outside `only`, documents a
   * client registers the APQ way (its text with its hash) are kept too, in memory.
   */
  apolloCache(): KeyValueCache<string> {
    const registered = this.only ? undefined : new InMemoryLRUCache<string>({ maxSize: 2 ** 22 });
    return {
      get: async (key) => this.byId.get(key.startsWith(APQ_PREFIX) ? key.slice(APQ_PREFIX.length) : key) ?? (await registered?.get(key)),
      set: async (key: string, value: string, options?: KeyValueCacheSetOptions) => {
        await registered?.set(key, value, options);
      },
      delete: async (key) => {
        await registered?.delete(key);
      },
    };
  }
}
