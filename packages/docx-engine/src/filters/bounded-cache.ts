/**
 * A memo for values that are costly to make (Intl formatters) and keyed by request input
 * (locales, zones, patterns): emptied when it reaches `capacity`, so odd input cannot grow it
 * without end.
 */
export const boundedCache = <V>(capacity: number) => {
  const entries = new Map<string, V>();
  return (key: string, make: () => V): V => {
    const cached = entries.get(key);
    if (cached !== undefined) return cached;
    const made = make();
    if (entries.size >= capacity) entries.clear();
    entries.set(key, made);
    return made;
  };
};
