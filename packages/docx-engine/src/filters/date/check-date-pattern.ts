import { lazyModule } from '../../lazy-module';
import { boundedCache } from '../bounded-cache';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const dateFns = lazyModule(() => require('date-fns/format') as typeof import('date-fns/format'));

const REFERENCE_DATE = new Date(Date.UTC(2024, 2, 5, 14, 30, 15));
const checked = boundedCache<{ readonly problem: string | undefined }>(1000);

/**
 * Why a date-fns pattern (Unicode tokens, `'quoted text'`) cannot be used, or undefined when it
 * can. The week-year and day-of-year tokens (`YYYY`, `DD`) are refused with the token the
 * author almost certainly meant, because "MM/DD/YYYY" silently gives wrong dates.
 */
export const checkDatePattern = (pattern: string): string | undefined =>
  checked(pattern, () => ({ problem: findProblem(pattern) })).problem;

const findProblem = (pattern: string): string | undefined => {
  if (pattern.trim() === '') return 'The date format is empty; write one such as "MMMM d, yyyy".';
  const misused = findMisusedToken(pattern);
  if (misused !== undefined) return misused;
  try {
    dateFns().format(REFERENCE_DATE, pattern);
    return undefined;
  } catch (error) {
    const reason = error instanceof Error ? error.message.split(' to the input ')[0] : String(error);
    return `The date format "${pattern}" is not valid: ${reason}. Use date-fns tokens such as "MMMM d, yyyy"; put other text in 'single quotes'.`;
  }
};

const findMisusedToken = (pattern: string): string | undefined => {
  let quoted = false;
  for (let index = 0; index < pattern.length; index += 1) {
    const character = pattern[index];
    if (character === "'") {
      quoted = !quoted;
      continue;
    }
    if (quoted) continue;
    if (character === 'Y') {
      return `The date format "${pattern}" uses "Y" (the week-numbering year, wrong around New Year); use "yyyy" for the year.`;
    }
    if (character === 'D') {
      return `The date format "${pattern}" uses "D" (the day of the year); use "d" or "dd" for the day of the month.`;
    }
  }
  return undefined;
};
