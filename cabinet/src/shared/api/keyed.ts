import type { Atom } from 'jotai';

/**
 * One atom per parameter, made on first use: a query's parameters become part of the query (its atom), computed
 * by the screen during render, instead of being copied into a parameter atom by an effect. Jotai 3 has no
 * atomFamily; the keys are few (codes, order numbers, a debounced form value), so the map is never pruned.
 */
export function keyed<K, A extends Atom<unknown>>(make: (key: K) => A): (key: K) => A {
  const cache = new Map<K, A>();
  return (key) => {
    let a = cache.get(key);
    if (!a) {
      a = make(key);
      cache.set(key, a);
    }
    return a;
  };
}
