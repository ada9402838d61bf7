import { lazyModule } from '../../lazy-module';
import { err, ok, type Result } from '../../result';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const numberToWords = lazyModule(() => require('number-to-words') as typeof import('number-to-words'));

/**
 * A number in English words, the way legal documents write amounts: "one hundred twenty-three",
 * and a fraction as hundredths, "one hundred twenty-three and 45/100" (rounded to two places;
 * no fraction when it rounds to zero). Groups are not separated by commas.
 */
export const spellNumber = (value: number): Result<string, string> => {
  const [whole = '0', hundredths = '00'] = Math.abs(value).toFixed(2).split('.');
  const wholeNumber = Number(whole);
  if (!Number.isSafeInteger(wholeNumber)) return err(`${value} is too large to write in words.`);
  const sign = value < 0 && (wholeNumber > 0 || hundredths !== '00') ? 'minus ' : '';
  const words = withoutCommas(numberToWords().toWords(wholeNumber));
  return ok(hundredths === '00' ? `${sign}${words}` : `${sign}${words} and ${hundredths}/100`);
};

/** A whole number as English ordinal words: "twenty-first", "minus third". */
export const spellOrdinal = (value: number): Result<string, string> => {
  if (!Number.isInteger(value)) return err(`${value} is not a whole number, so it has no ordinal.`);
  if (!Number.isSafeInteger(value)) return err(`${value} is too large to write in words.`);
  return ok(withoutCommas(numberToWords().toWordsOrdinal(value)));
};

const withoutCommas = (words: string): string => words.replace(/,/g, '');
