import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, execute, socketFor, type Session } from './api';
import { graphql } from './generated';
import type { TypedDocumentString } from './generated/graphql';

export interface QueryState<Result> {
  data: Result | undefined;
  error: ApiError | undefined;
  loading: boolean;
  refetch: () => Promise<void>;
}

/** Runs a query when its variables change; refetch() runs it again (after a mutation). */
export function useQuery<Result, Variables>(session: Session, document: TypedDocumentString<Result, Variables>, variables: Variables): QueryState<Result> {
  const [state, setState] = useState<{ data?: Result; error?: ApiError; loading: boolean }>({ loading: true });
  const key = JSON.stringify(variables);
  const run = useCallback(async () => {
    setState((previous) => ({ ...previous, loading: true }));
    try {
      setState({ data: await execute(session, document, variables), loading: false });
      // biome-ignore lint/plugin: the error is the query's state, shown by the page.
    } catch (error) {
      setState({ error: asApiError(error), loading: false });
    }
  }, [session, document, key]);
  useEffect(() => {
    void run();
  }, [run]);
  return { data: state.data, error: state.error, loading: state.loading, refetch: run };
}

/** A mutation with its pending flag and the API's error, shown where the form is. */
export function useMutation<Result, Variables>(session: Session, document: TypedDocumentString<Result, Variables>) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<ApiError | undefined>();
  const mutate = useCallback(
    async (variables: Variables): Promise<Result | undefined> => {
      setPending(true);
      setError(undefined);
      try {
        return await execute(session, document, variables);
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

/** A live subscription while `active`; each result goes to onData. */
export function useSubscription<Result, Variables>(
  session: Session,
  document: TypedDocumentString<Result, Variables>,
  variables: Variables,
  onData: (data: Result) => void,
  active = true,
): ApiError | undefined {
  const [error, setError] = useState<ApiError | undefined>();
  const key = JSON.stringify(variables);
  useEffect(() => {
    if (!active) return;
    setError(undefined);
    return socketFor(session.accessToken).subscribe<Result>(
      { query: document.toString(), variables: variables as Record<string, unknown> },
      {
        next: (message) => message.data && onData(message.data),
        error: (caught) => setError(new ApiError(caught instanceof Error ? caught.message : 'The live connection failed.', 'SUBSCRIPTION', null)),
        complete: () => undefined,
      },
    );
  }, [session.accessToken, document, key, active]);
  return error;
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
 * page, a refund, …), so a page refetches what it shows instead of waiting for a reload. Nothing is
 * missed across a dropped connection: graphql-ws sends the same subscribe payload again on every
 * reconnect, so once an event was seen its `after` names it and the server replays from the event
 * log what came meanwhile; a reconnect before any event refetches once instead.
 */
export function useLiveUpdates(session: Session, types: readonly string[], onEvent: () => void): ApiError | undefined {
  const [error, setError] = useState<ApiError | undefined>();
  // The page's newest callback: its refetch closes over the filters it shows now.
  const latest = useRef(onEvent);
  latest.current = onEvent;
  const key = types.join(',');
  useEffect(() => {
    setError(undefined);
    const client = socketFor(session.accessToken);
    const variables: { types: string[]; after?: string } = { types: key.split(',') };
    const stopListening = client.on('connected', (_socket, _payload, wasRetry) => {
      if (wasRetry && variables.after === undefined) latest.current();
    });
    const unsubscribe = client.subscribe<{ events: { sequence?: string | null } }>(
      { query: AccountEvents.toString(), variables },
      {
        next: (message) => {
          const sequence = message.data?.events.sequence;
          if (sequence) variables.after = sequence;
          latest.current();
        },
        error: (caught) => setError(new ApiError(caught instanceof Error ? caught.message : 'The live connection failed.', 'SUBSCRIPTION', null)),
        complete: () => undefined,
      },
    );
    return () => {
      stopListening();
      unsubscribe();
    };
  }, [session.accessToken, key]);
  return error;
}
