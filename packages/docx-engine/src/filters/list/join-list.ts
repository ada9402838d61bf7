/** Items joined as people write lists: `joinList(["A", "B", "C"], ", ", " and ")` → "A, B and C". */
export const joinList = (items: ReadonlyArray<string>, separator: string, lastSeparator: string = separator): string => {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(separator)}${lastSeparator}${items[items.length - 1] ?? ''}`;
};
