/**
 * A date as the data gave it. A calendar date ("2024-03-05") and a date-time written without an
 * offset ("2024-03-05T14:30") are shown exactly as written, whatever the time zone; only an
 * instant (a time with `Z` or an offset, or a Date object that is not at UTC midnight) is
 * converted to the request's time zone.
 */
export type DateValue =
  | { readonly kind: 'calendar'; readonly year: number; readonly month: number; readonly day: number }
  | {
      readonly kind: 'wall-clock';
      readonly year: number;
      readonly month: number;
      readonly day: number;
      readonly hours: number;
      readonly minutes: number;
      readonly seconds: number;
      readonly milliseconds: number;
    }
  | { readonly kind: 'instant'; readonly epochMilliseconds: number };
