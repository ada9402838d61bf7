/**
 * Appends every item to `target`. Unlike `target.push(...items)`, which passes each item as an
 * argument and throws a RangeError past about 120,000 of them, it works for a list of any length.
 */
export const appendAll = <T>(target: T[], items: Iterable<T>): void => {
  for (const item of items) target.push(item);
};
