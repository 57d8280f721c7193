import type { OperationVariables } from '@apollo/client';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError, apolloFor, documentNode, socketFor, type Session, type Succeeded } from './api';
import { graphql } from './generated';
import type { TypedDocumentString } from './generated/graphql';
import { documentPayload } from './generated/trusted-document-ids';

export interface QueryState<Result> {
  data: Succeeded<Result> | undefined;
  error: ApiError | undefined;
  loading: boolean;
  refetch: () => Promise<void>;
  /** The next page of the query's connection, after `cursor`: the cache merges it after the rows shown. */
  loadMore: (cursor: string) => Promise<void>;
}

/**
 * Watches a query in the session's Apollo cache while the page shows it: what is cached shows at
 * once and the network answer follows; any mutation's answer that changes an object it shows
 * updates it. refetch() asks the network again (after an event), loadMore() fetches the next page.
 */
export function useQuery<Result, Variables>(session: Session, document: TypedDocumentString<Result, Variables>, variables: Variables): QueryState<Result> {
  const [state, setState] = useState<{ data?: Succeeded<Result>; error?: ApiError; loading: boolean }>({ loading: true });
  const key = JSON.stringify(variables);
  const client = apolloFor(session);
  const query = useMemo(
    () =>
      client.watchQuery({
        query: documentNode(document),
        variables: variables as OperationVariables,
        fetchPolicy: 'cache-and-network',
        notifyOnNetworkStatusChange: true,
      }),
    [client, document, key],
  );
  useEffect(() => {
    const subscription = query.subscribe((result) =>
      setState({ data: result.data as Succeeded<Result> | undefined, error: result.error ? asApiError(result.error) : undefined, loading: result.loading }),
    );
    return () => subscription.unsubscribe();
  }, [query]);
  const failed = useCallback((error: unknown) => setState((previous) => ({ ...previous, error: asApiError(error), loading: false })), []);
  const refetch = useCallback(() => query.refetch().then(() => undefined, failed), [query, failed]);
  const loadMore = useCallback(
    (cursor: string) => query.fetchMore({ variables: { after: cursor } as OperationVariables }).then(() => undefined, failed),
    [query, failed],
  );
  return { data: state.data, error: state.error, loading: state.loading, refetch, loadMore };
}

/** A mutation with its pending flag and the API's error, shown where the form is. */
export function useMutation<Result, Variables>(session: Session, document: TypedDocumentString<Result, Variables>) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<ApiError | undefined>();
  const mutate = useCallback(
    async (variables: Variables): Promise<Succeeded<Result> | undefined> => {
      setPending(true);
      setError(undefined);
      try {
        const result = await apolloFor(session).mutate({ mutation: documentNode(document), variables: variables as OperationVariables });
        return result.data as Succeeded<Result>;
        // biome-ignore lint/plugin: the error is the mutation's state, shown next to its form.
      } catch (caught) {
        setError(asApiError(caught));
        return undefined;
      } finally {
        setPending(false);
      }
    },
    [session, document],
  );
  return { mutate, pending, error };
}

/** How a subscription resumes across a dropped connection. */
interface Resume<Result> {
  /** The event-log position a result carries: kept as the subscription's `after`. */
  positionOf: (data: Result) => string | null | undefined;
  /** A reconnect before any result carried a position: there is nothing to resume from. */
  onReconnectWithoutPosition: () => void;
}

/**
 * A live subscription while `active`; each result goes to the newest `onData`. With `resume`, a
 * dropped connection misses nothing: graphql-ws sends the same subscribe payload again on every
 * reconnect, so the position kept in its `after` makes the server replay from the event log what
 * came meanwhile.
 */
export function useSubscription<Result, Variables>(
  session: Session,
  document: TypedDocumentString<Result, Variables>,
  variables: Variables,
  onData: (data: Result) => void,
  active = true,
  resume?: Resume<Result>,
): ApiError | undefined {
  const [error, setError] = useState<ApiError | undefined>();
  // The page's newest callbacks: a refetch closes over the filters it shows now.
  const latest = useRef({ onData, resume });
  latest.current = { onData, resume };
  const key = JSON.stringify(variables);
  useEffect(() => {
    if (!active) return;
    setError(undefined);
    const client = socketFor(session);
    const payloadVariables: Record<string, unknown> = { ...(variables as Record<string, unknown>) };
    const stopListening = client.on('connected', (_socket, _payload, wasRetry) => {
      if (wasRetry && payloadVariables['after'] == null) latest.current.resume?.onReconnectWithoutPosition();
    });
    const unsubscribe = client.subscribe<Result>(
      // By its trusted id (graphql-ws requires a query field: empty when the id names the document).
      { query: '', ...documentPayload(document.toString(), 'text'), variables: payloadVariables },
      {
        next: (message) => {
          if (!message.data) return;
          const position = latest.current.resume?.positionOf(message.data);
          if (position) payloadVariables['after'] = position;
          latest.current.onData(message.data);
        },
        error: (caught) => setError(new ApiError(caught instanceof Error ? caught.message : 'The live connection failed.', 'SUBSCRIPTION', null)),
        complete: () => undefined,
      },
    );
    return () => {
      stopListening();
      unsubscribe();
    };
  }, [session, document, key, active]);
  return error;
}

/**
 * One Idempotency-Key per intention: the same key goes with every retry of a form's submission (a
 * double click or a retry after a timeout moves money once); `renew` after it succeeded, for the next.
 */
export function useIdempotencyKey(): [key: string, renew: () => void] {
  const [key, setKey] = useState(() => crypto.randomUUID());
  return [key, useCallback(() => setKey(crypto.randomUUID()), [])];
}

export function asApiError(error: unknown): ApiError {
  return error instanceof ApiError ? error : new ApiError(error instanceof Error ? error.message : String(error), 'ERROR', null);
}

const AccountEvents = graphql(`
  subscription DashboardAccountEvents($types: [String!], $after: String) {
    events(types: $types, after: $after) {
      id
      type
      sequence
    }
  }
`);

/**
 * Calls `onEvent` whenever one of these event types of the account commits (a payment on the hosted
 * page, a refund, …), so a page refetches what it shows instead of waiting for a reload; after a
 * dropped connection it resumes from the event log, or refetches once if no event had come yet.
 */
export function useLiveUpdates(session: Session, types: readonly string[], onEvent: () => void): ApiError | undefined {
  return useSubscription(session, AccountEvents, { types: [...types] }, () => onEvent(), true, {
    positionOf: (data) => data.events.sequence,
    onReconnectWithoutPosition: onEvent,
  });
}
