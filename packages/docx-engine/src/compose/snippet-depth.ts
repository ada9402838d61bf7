/** Snippets nest at most this deep (docs/template-language.md#snippets). The service's analysis and library reads hold to the same limit. */
export const MAX_SNIPPET_DEPTH = 8;
