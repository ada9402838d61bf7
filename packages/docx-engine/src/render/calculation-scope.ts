import type { EvaluationContext } from '@quire/expressions';
import type { TypeOf } from '@quire/expressions';
import { boundedCache } from '../filters/bounded-cache';
import { isKnownTimeZone } from '../filters/date/is-known-time-zone';
import { referenceOf, type RenderState } from './render-state';

/** The alias type of a name, which decides how its values compare. */
export const typeIn =
  (state: RenderState): TypeOf =>
  (name) =>
    state.vocabulary.aliasOf(referenceOf(name, state).key)?.type;

/**
 * What calculations of this render need (docs/template-language.md#calculations): today in the request's time zone, and
 * warnings (division by zero, missing operands) collected once each. Made on first use, so a
 * template without calculations pays nothing.
 */
export const calculationContext = (state: RenderState): EvaluationContext => {
  let today: string | undefined;
  state.calculation ??= {
    // Read only by today(): most conditions never ask.
    get today() {
      return (today ??= todayIn(state.timeZone, state.now));
    },
    warn: (warning) => {
      const key = `calculation:${warning.message}`;
      if (!state.warnings.has(key)) state.warnings.set(key, { code: warning.code, name: warning.expression, message: warning.message });
    },
  };
  return state.calculation;
};

const dayFormats = boundedCache<Intl.DateTimeFormat>(256);

/** "YYYY-MM-DD" of the instant in the zone; in UTC when the zone is unknown (the request's options were checked before). */
export const todayIn = (timeZone: string, now: number): string => {
  const zone = isKnownTimeZone(timeZone) ? timeZone : 'UTC';
  const parts = dayFormats(zone, () => new Intl.DateTimeFormat('en-US', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' })).formatToParts(now);
  const part = (type: string): string => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
};
