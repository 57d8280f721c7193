/** The value a map holds under `key`, made and kept on the first ask: a cache's one read path. */
export function entryOf<K extends object, V>(map: WeakMap<K, V>, key: K, make: () => V): V;
export function entryOf<K, V>(map: Map<K, V>, key: K, make: () => V): V;
export function entryOf<K extends object, V>(map: Map<K, V> | WeakMap<K, V>, key: K, make: () => V): V {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    map.set(key, value);
  }
  return value;
}
