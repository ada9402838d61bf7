/** Form fields and query parameters as codecs see them: one string per name, or a list for names that are lists. */
export type FormFields = Record<string, string | ReadonlyArray<string>>;

/** Names whose values are always a list, however many times they are sent (`tags=a&tags=b`, `tags[]=a`, or one `tags=a`). */
const LIST_FIELDS = new Set(['tags']);

/**
 * Gathers name/value pairs (multipart fields, query parameters) into FormFields. A list field is
 * an array even when sent once; any other name sent twice becomes an array too, which its string
 * codec then refuses (rather than silently keeping the first or the last).
 */
export const formFields = (pairs: Iterable<readonly [string, string]>): FormFields => {
  const fields: Record<string, string | string[]> = {};
  for (const [rawName, value] of pairs) {
    const list = rawName.endsWith('[]');
    const name = list ? rawName.slice(0, -2) : rawName;
    const existing = fields[name];
    if (existing === undefined) fields[name] = list || LIST_FIELDS.has(name) ? [value] : value;
    else if (Array.isArray(existing)) existing.push(value);
    else fields[name] = [existing, value];
  }
  return fields;
};

/** Koa's parsed query (`string | string[]` per name) as pairs, for `formFields`. */
export const queryPairs = (query: Readonly<Record<string, string | ReadonlyArray<string> | undefined>>): ReadonlyArray<readonly [string, string]> =>
  Object.entries(query).flatMap(([name, value]) => (value === undefined ? [] : typeof value === 'string' ? [[name, value] as const] : value.map((each) => [name, each] as const)));
