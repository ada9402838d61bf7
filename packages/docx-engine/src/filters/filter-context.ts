/** The alias types of docs/resources.md#aliases; filters and `formatValue` only look at `date`, `number`, `currency` and `boolean`. */
export type AliasType = 'text' | 'number' | 'currency' | 'date' | 'boolean' | 'choice' | 'list' | 'picture';

/** What a render knows when it turns a value into text. */
export type FilterContext = {
  /** BCP 47 tag of the request, e.g. `en-US`; an invalid tag falls back to `en-US`. */
  readonly locale: string;
  /** IANA zone of the request, e.g. `Europe/Paris`; timestamps are shown in it, calendar dates never move. */
  readonly timeZone: string;
  /** The alias's `format`: a date-fns pattern for a date, a currency code for a currency, fraction digits for a number. */
  readonly format?: string;
  /** The alias's type, when the value comes from an alias. */
  readonly type?: AliasType;
};
