import { useCallback, useLayoutEffect, useRef, useState } from 'react';

/** What a screen's command does: the call, and what follows its answer. */
export interface CommandOptions<TData, TVariables> {
  mutationFn: (variables: TVariables) => Promise<TData>;
  onSuccess?: (data: TData, variables: TVariables) => unknown;
  onError?: (error: Error, variables: TVariables) => unknown;
  onSettled?: (data: TData | undefined, error: Error | null, variables: TVariables) => unknown;
}

type CommandState<TData, TVariables> =
  | { status: 'idle'; data: undefined; error: null; variables: undefined }
  | { status: 'pending'; data: undefined; error: null; variables: TVariables }
  | { status: 'success'; data: TData; error: null; variables: TVariables }
  | { status: 'error'; data: undefined; error: Error; variables: TVariables };

/** A command's state and its triggers, named as a TanStack mutation's result names them. */
export type Command<TData, TVariables> = CommandState<TData, TVariables> & {
  isIdle: boolean;
  isPending: boolean;
  isSuccess: boolean;
  isError: boolean;
  /** Runs the command; resolves with its answer once the steps that follow it are done, rejects with its error. */
  mutateAsync: (variables: TVariables) => Promise<TData>;
  /** Runs the command; its error is in `error`. */
  mutate: (variables: TVariables) => void;
  /** Back to idle (the error shown goes). */
  reset: () => void;
};

const idle = { status: 'idle', data: undefined, error: null, variables: undefined } as const;

/**
 * A command whose steps belong to one screen (a login that stores the phone and navigates, a registration step):
 * the call, then `onSuccess` or `onError`, then `onSettled`, each awaited, before the state says how it ended, as
 * a mutation does. It touches no cached resource, so it needs no QueryClient: the ways in (the auth screens) load
 * no query runtime. Commands that change what screens show are mutation atoms in their feature's atoms.ts, which
 * invalidate the keys they change. The latest options are used at each call, so the steps may close over the
 * screen's state; only the latest call of a command sets its state.
 */
export function useCommand<TData = unknown, TVariables = void>(options: CommandOptions<TData, TVariables>): Command<TData, TVariables> {
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  const [state, setState] = useState<CommandState<TData, TVariables>>(idle);
  const calls = useRef(0);

  const mutateAsync = useCallback(async (variables: TVariables): Promise<TData> => {
    const call = ++calls.current;
    const set = (next: CommandState<TData, TVariables>) => {
      if (call === calls.current) setState(next);
    };
    set({ status: 'pending', data: undefined, error: null, variables });
    const steps = latest.current;
    try {
      const data = await steps.mutationFn(variables);
      await steps.onSuccess?.(data, variables);
      await steps.onSettled?.(data, null, variables);
      set({ status: 'success', data, error: null, variables });
      return data;
    } catch (thrown) {
      const error = thrown instanceof Error ? thrown : new Error(String(thrown));
      await steps.onError?.(error, variables);
      await steps.onSettled?.(undefined, error, variables);
      set({ status: 'error', data: undefined, error, variables });
      throw error;
    }
  }, []);
  const mutate = useCallback((variables: TVariables) => void mutateAsync(variables).catch(() => undefined), [mutateAsync]);
  const reset = useCallback(() => {
    calls.current += 1;
    setState(idle);
  }, []);

  return {
    ...state,
    isIdle: state.status === 'idle',
    isPending: state.status === 'pending',
    isSuccess: state.status === 'success',
    isError: state.status === 'error',
    mutateAsync,
    mutate,
    reset,
  };
}
