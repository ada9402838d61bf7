/** What Map and WeakMap share. */
interface Keeping<K, V> {
  get(key: K): V | undefined;
  set(key: K, value: V): unknown;
}

/** The value kept under `key` in a Map or WeakMap, made and kept on first use. */
export const mapEntry = <K, V>(map: Keeping<K, V>, key: K, make: () => V): V => {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    map.set(key, value);
  }
  return value;
};
