/**
 * Paths (dotted, array indices as numbers) of properties present in `input` but absent from `decoded`.
 * A value the codec handed back as it came (free-form generation data, for one) lost nothing.
 */
export const unknownPropertyPaths = (input: unknown, decoded: unknown, at = ''): ReadonlyArray<string> => {
  if (input === decoded) return [];
  if (Array.isArray(input) && Array.isArray(decoded)) {
    return input.flatMap((item, index) => unknownPropertyPaths(item, decoded[index], join(at, String(index))));
  }
  if (isPlainObject(input) && isPlainObject(decoded)) {
    return Object.keys(input).flatMap((key) =>
      Object.prototype.hasOwnProperty.call(decoded, key) ? unknownPropertyPaths(input[key], decoded[key], join(at, key)) : [join(at, key)],
    );
  }
  return [];
};

const join = (at: string, key: string): string => (at === '' ? key : `${at}.${key}`);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
