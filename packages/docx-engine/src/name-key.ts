/**
 * How names are compared: a name's key. Two names with one key are one name — a tag's and an
 * alias's, a synonym's, a rule's, a snippet's, a data key's. `compileTemplate` takes it
 * (`nameKey`), and the compiled template's analysis and renders compare by the same one.
 */
export type NameKey = (name: string) => string;

/**
 * The key the engine compares names by unless it is given another: typographic quotes as straight
 * ones, white space trimmed and collapsed, lower case. (A service that stores names passes its own,
 * so that what it keeps apart the engine keeps apart too.)
 */
export const normalizeName: NameKey = (name) =>
  name
    .replace(/[\u2018\u2019\u201a\u201b\u2032]/g, "'")
    .replace(/[\u201c\u201d\u201e\u201f\u2033]/g, '"')
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase();
