/**
 * A request from the sign-in page, which renders outside the query provider so that its first load
 * does without TanStack Query (docs/decisions/022). The same shape as `useMutation` for what that
 * page uses (`mutate` with onSuccess/onError, `isPending`, `isError`, `error`), so its components
 * read like every other form. Every other page uses TanStack Query.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

interface Callbacks<TResult> {
  onSuccess?: (result: TResult) => void;
  onError?: (error: unknown) => void;
}

type State = { status: 'idle' | 'pending' | 'success' } | { status: 'error'; error: unknown };

export function useRequest<TInput, TResult>(request: (input: TInput) => Promise<TResult>) {
  const [state, setState] = useState<State>({ status: 'idle' });
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const mutate = useCallback(
    (input: TInput, callbacks: Callbacks<TResult> = {}) => {
      setState({ status: 'pending' });
      request(input).then(
        (result) => {
          if (mounted.current) setState({ status: 'success' });
          callbacks.onSuccess?.(result);
        },
        (error: unknown) => {
          if (mounted.current) setState({ status: 'error', error });
          callbacks.onError?.(error);
        },
      );
    },
    [request],
  );

  return {
    mutate,
    isPending: state.status === 'pending',
    isError: state.status === 'error',
    error: state.status === 'error' ? state.error : null,
  };
}
