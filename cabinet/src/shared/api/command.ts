import { useLayoutEffect, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { atomWithMutation } from './serverState.ts';

/** What a screen's command does: the call, and what follows its answer. */
export interface CommandOptions<TData, TVariables> {
  mutationFn: (variables: TVariables) => Promise<TData>;
  onSuccess?: (data: TData, variables: TVariables) => unknown;
  onError?: (error: Error, variables: TVariables) => unknown;
  onSettled?: (data: TData | undefined, error: Error | null, variables: TVariables) => unknown;
}

/**
 * A command whose steps belong to one screen (a login that stores the phone and navigates, a registration step):
 * an `atomWithMutation` made for this component, over the store's QueryClient like every other command of the
 * cabinet (one runtime: jotai-tanstack-query over query-core, no React Query provider). The latest options are
 * used at each call, so the steps may close over the screen's state. Commands shared by screens are atoms in
 * their feature's atoms.ts instead.
 */
export function useCommand<TData = unknown, TVariables = void>(options: CommandOptions<TData, TVariables>) {
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  const [command] = useState(() =>
    atomWithMutation<TData, TVariables, Error>(() => ({
      mutationFn: (variables: TVariables) => latest.current.mutationFn(variables),
      onSuccess: (data: TData, variables: TVariables) => latest.current.onSuccess?.(data, variables),
      onError: (error: Error, variables: TVariables) => latest.current.onError?.(error, variables),
      onSettled: (data: TData | undefined, error: Error | null, variables: TVariables) =>
        latest.current.onSettled?.(data, error, variables),
    })),
  );
  return useAtomValue(command);
}
