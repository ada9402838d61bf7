/**
 * How a document's names are compared with the vocabulary's (tag text, aliases, synonyms, rules,
 * snippets): typographic quotes as straight ones, white space trimmed and collapsed, lower case.
 * The one rule for looking names up, in the engine and in the service's analysis of documents.
 * (The library's own uniqueness key, domain `nameKey`, is stored in the database and stays the
 * SPEC §2 rule: trimmed and case-insensitive.)
 */
export const normalizeName = (name: string): string =>
  name
    .replace(/[\u2018\u2019\u201a\u201b\u2032]/g, "'")
    .replace(/[\u201c\u201d\u201e\u201f\u2033]/g, '"')
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase();
