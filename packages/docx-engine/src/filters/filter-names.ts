/** The fixed, safe set of filters (docs/filters.md): no filter runs code given by a template or by data. */
export const FILTER_NAMES = [
  'upper',
  'lower',
  'capitalize',
  'title',
  'trim',
  'default',
  'date',
  'number',
  'currency',
  'words',
  'ordinal',
  'ordinal_words',
  'join',
  'plural',
  'yesno',
  'count',
  'first',
  'last',
  'markdown',
  'html',
  'link',
  'image',
] as const;

export type FilterName = (typeof FILTER_NAMES)[number];

const names: ReadonlySet<string> = new Set(FILTER_NAMES);

export const isFilterName = (name: string): name is FilterName => names.has(name);
