import { checkDatePattern } from './date/check-date-pattern';
import type { FilterArg } from './filter-arg';
import { FILTER_NAMES, isFilterName, type FilterName } from './filter-names';
import { FILTER_SIGNATURES, type ArgumentKind } from './filter-signatures';
import { currencyCodeOf } from './number/number-format';
import { suggestName } from './suggest-name';
import { STYLED_FILTERS } from '../rich-text/styled-value';
import { readSideSize } from '../pictures/picture-size';

const MAX_FRACTION_DIGITS = 20;

/**
 * Why a filter as written in a template cannot run (unknown name, wrong number or kind of
 * arguments, a bad date pattern or currency code), or undefined when it can. Run at compile
 * time so a template's problems are reported on upload, not at render.
 */
export const checkFilter = (name: string, args: ReadonlyArray<FilterArg>): string | undefined => {
  if (!isFilterName(name)) return unknownFilter(name);
  return checkArgumentShape(name, args) ?? checkArgumentValues(name, args);
};

/**
 * Why a chain of filters cannot run although each filter can: a filter after `markdown`, `html`
 * or `link` (they make styled text and links, which no other filter reads); undefined when it can.
 */
export const checkFilterChain = (names: readonly string[]): string | undefined => {
  const styled = names.findIndex((name) => STYLED_FILTERS.has(name));
  if (styled === -1 || styled === names.length - 1) return undefined;
  return `The filter "${names[styled + 1] ?? ''}" cannot follow "${names[styled] ?? ''}": styled text and links are made by the last filter of a tag, as in {{notes | default: "None" | ${names[styled] ?? ''}}}.`;
};

const unknownFilter = (name: string): string => {
  const suggestion = suggestName(name, FILTER_NAMES);
  return suggestion === undefined
    ? `Unknown filter "${name}". The filters are: ${FILTER_NAMES.join(', ')}.`
    : `Unknown filter "${name}". Did you mean "${suggestion}"?`;
};

const checkArgumentShape = (name: FilterName, args: ReadonlyArray<FilterArg>): string | undefined => {
  const signature = FILTER_SIGNATURES[name];
  const counts = signature.counts ?? signature.arguments.map((_kind, index) => index + 1).concat(0);
  if (!counts.includes(args.length)) return `Filter "${name}" ${describeCounts(counts)}, as in ${signature.example}; it was given ${args.length}.`;
  for (const [index, arg] of args.entries()) {
    const kind = signature.arguments[index];
    if (kind !== undefined && !fits(arg, kind)) {
      return `Argument ${index + 1} of filter "${name}" must be ${kind === 'text' ? 'a quoted text' : kind === 'number' ? 'a number' : 'a text or a number'}, as in ${signature.example}.`;
    }
  }
  return undefined;
};

const describeCounts = (counts: ReadonlyArray<number>): string => {
  const sorted = [...counts].sort((a, b) => a - b);
  if (sorted.length === 1 && sorted[0] === 0) return 'takes no arguments';
  if (sorted.length === 1) return `takes exactly ${sorted[0]} argument${sorted[0] === 1 ? '' : 's'}`;
  const isRange = sorted.every((count, index) => count === (sorted[0] ?? 0) + index);
  if (isRange && sorted[0] === 0) return `takes at most ${sorted[sorted.length - 1]} argument${sorted[sorted.length - 1] === 1 ? '' : 's'}`;
  return `takes ${sorted.slice(0, -1).join(', ')} or ${sorted[sorted.length - 1]} arguments`;
};

const fits = (arg: FilterArg, kind: ArgumentKind): boolean => {
  switch (kind) {
    case 'text':
      return typeof arg === 'string';
    case 'number':
      return typeof arg === 'number' && Number.isFinite(arg);
    case 'text or number':
      return typeof arg === 'string' || (typeof arg === 'number' && Number.isFinite(arg));
  }
};

const checkArgumentValues = (name: FilterName, args: ReadonlyArray<FilterArg>): string | undefined => {
  const [first] = args;
  if (name === 'date' && typeof first === 'string') return checkDatePattern(first);
  if (name === 'number' && typeof first === 'number' && !(Number.isInteger(first) && first >= 0 && first <= MAX_FRACTION_DIGITS)) {
    return `Filter "number" takes a count of decimal places from 0 to ${MAX_FRACTION_DIGITS}, as in number: 2; it was given ${first}.`;
  }
  if (name === 'currency' && typeof first === 'string' && currencyCodeOf(first) === undefined) {
    return `Filter "currency" takes a three-letter ISO 4217 code, as in currency: "USD"; "${first}" is not one.`;
  }
  if (name === 'image') {
    for (const [index, side] of (['width', 'height'] as const).entries()) {
      const size = args[index] === undefined ? undefined : readSideSize(String(args[index]), side);
      if (typeof size === 'string') return `Filter "image": ${size}`;
    }
  }
  return undefined;
};
