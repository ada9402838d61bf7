import { SEARCH_TEXT_SEPARATOR, searchTextOf } from '@quire/ports/library/search/search-texts';

/**
 * A stored search text (`searchTextOf`: the texts lowercased, joined by the separator) with one of
 * its texts replaced: the `at`-th from the start, or from the end when negative (an alias's
 * synonyms come last). The rest is kept as it was stored.
 */
export const withSearchText = (stored: string, at: number, text: string): string => {
  const segments = stored.split(SEARCH_TEXT_SEPARATOR);
  const index = at < 0 ? segments.length + at : at;
  if (index < 0 || index >= segments.length) return stored;
  segments[index] = searchTextOf([text]);
  return segments.join(SEARCH_TEXT_SEPARATOR);
};
