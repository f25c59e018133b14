import { useCallback, useRef, useState, type Ref, type RefCallback } from 'react';

/** Joins several refs (object or callback, React 19 `ref` props) into one callback ref. */
export function mergeRefs<T>(...refs: Array<Ref<T> | undefined>): RefCallback<T> {
  return (node) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(node);
      else if (ref) (ref as { current: T | null }).current = node;
    }
  };
}

/**
 * The controlled/uncontrolled pair every stateful component follows: `value` wins when given,
 * otherwise the component keeps its own state starting from `defaultValue`.
 */
export function useControllableState<T>(value: T | undefined, defaultValue: T, onChange?: (next: T) => void): [T, (next: T) => void] {
  const [own, setOwn] = useState<T>(defaultValue);
  const controlled = value !== undefined;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const set = useCallback(
    (next: T) => {
      if (!controlled) setOwn(next);
      onChangeRef.current?.(next);
    },
    [controlled],
  );
  return [controlled ? value : own, set];
}

/** Space-separated id list without the empty entries (for aria-describedby). */
export function idList(...ids: Array<string | false | undefined | null>): string | undefined {
  const list = ids.filter(Boolean).join(' ');
  return list || undefined;
}

/**
 * Runs `task` once the browser is idle after the first paint (3 s at most), or after 200 ms where there is no
 * `requestIdleCallback` (Safari); returns the cancel. What a screen needs only for the customer's next step (a
 * mask, a dialog, a form's checks) is fetched this way, off the first load.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout: 3000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 200);
  return () => clearTimeout(handle);
}
