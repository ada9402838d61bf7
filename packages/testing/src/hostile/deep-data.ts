/** Generation data nested `depth` deep in arrays: [[[ ... ["x"] ... ]]]. Built without recursion. */
export const deeplyNestedArrays = (depth: number): unknown => {
  let value: unknown = 'x';
  for (let level = 0; level < depth; level += 1) value = [value];
  return value;
};

/** Generation data nested `depth` deep in objects: { "a": { "a": ... { "a": "x" } } }. */
export const deeplyNestedObjects = (depth: number): unknown => {
  let value: unknown = 'x';
  for (let level = 0; level < depth; level += 1) value = { a: value };
  return value;
};

/** The JSON text of deeplyNestedArrays(depth), written without JSON.stringify (which recurses). */
export const deeplyNestedArraysJson = (depth: number): string => `${'['.repeat(depth)}"x"${']'.repeat(depth)}`;

/** The JSON text of deeplyNestedObjects(depth). */
export const deeplyNestedObjectsJson = (depth: number): string => `${'{"a":'.repeat(depth)}"x"${'}'.repeat(depth)}`;

/** One object holding `keys` keys (k0 ... k{keys-1}), each a short string. */
export const objectWithKeys = (keys: number): Record<string, string> => {
  const data: Record<string, string> = {};
  for (let index = 0; index < keys; index += 1) data[`k${index}`] = 'v';
  return data;
};
