/** JSON is stored as text on both dialects (portable; nothing queries inside it). */
export const writeJson = (value: unknown): string => JSON.stringify(value);

/** Reads a JSON text column; the store only holds what writeJson wrote. */
export const readJson = <A>(text: unknown): A => JSON.parse(String(text)) as A;

export const readNullableJson = <A>(text: unknown): A | null => (text === null || text === undefined ? null : readJson<A>(text));
