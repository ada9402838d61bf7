import type { FilterName } from './filter-names';

export type ArgumentKind = 'text' | 'number' | 'text or number';

/** What a filter accepts after its colon, and an example for messages. */
export type FilterSignature = {
  readonly arguments: ReadonlyArray<ArgumentKind>;
  /** How many arguments may be given; by default any count from 0 to `arguments.length`. */
  readonly counts?: ReadonlyArray<number>;
  readonly example: string;
};

const none = (example: string): FilterSignature => ({ arguments: [], example });

export const FILTER_SIGNATURES: Readonly<Record<FilterName, FilterSignature>> = {
  upper: none('{{name | upper}}'),
  lower: none('{{name | lower}}'),
  capitalize: none('{{name | capitalize}}'),
  title: none('{{name | title}}'),
  trim: none('{{name | trim}}'),
  default: { arguments: ['text or number'], counts: [1], example: 'default: "N/A"' },
  date: { arguments: ['text'], example: 'date: "MMMM d, yyyy"' },
  number: { arguments: ['number'], example: 'number: 2' },
  currency: { arguments: ['text'], example: 'currency: "USD"' },
  words: none('{{amount | words}}'),
  ordinal: none('{{day | ordinal}}'),
  ordinal_words: none('{{day | ordinal_words}}'),
  join: { arguments: ['text', 'text'], example: 'join: ", ", " and "' },
  plural: { arguments: ['text', 'text'], counts: [2], example: 'plural: "child", "children"' },
  yesno: { arguments: ['text', 'text', 'text'], counts: [0, 2, 3], example: 'yesno: "Yes", "No"' },
  count: none('{{children | count}}'),
  first: none('{{children | first}}'),
  last: none('{{children | last}}'),
  markdown: none('{{clause | markdown}}'),
  html: none('{{notes | html}}'),
  link: { arguments: ['text'], example: 'link: "our site"' },
  image: { arguments: ['text', 'text'], example: 'image: "6cm", "4cm"' },
};
