/** Whether year-month-day names a real day of the (proleptic) Gregorian calendar. */
export const isValidIsoDate = (year: number, month: number, day: number): boolean => month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);

/** Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's days_from_civil), without Date. */
export const daysFromCivil = (year: number, month: number, day: number): number => {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
};

export type CivilDate = { readonly year: number; readonly month: number; readonly day: number };

/** The date of a count of days since 1970-01-01 (H. Hinnant's civil_from_days), without Date. */
export const civilFromDays = (days: number): CivilDate => {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const dayOfEra = z - era * 146097;
  const yearOfEra = Math.floor((dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36524) - Math.floor(dayOfEra / 146096)) / 365);
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const shiftedMonth = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * shiftedMonth + 2) / 5) + 1;
  const month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9;
  return { year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day };
};

export const daysInMonth = (year: number, month: number): number => {
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
};

/** The first and last days calculations may reach: years 1 to 9999, as "YYYY-MM-DD" can write them. */
export const FIRST_DAY = daysFromCivil(1, 1, 1);
export const LAST_DAY = daysFromCivil(9999, 12, 31);

/** "YYYY-MM-DD" of a count of days since 1970-01-01 (years 1 to 9999). */
export const isoDateOfDays = (days: number): string => {
  const { year, month, day } = civilFromDays(days);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
};

/** The day `months` later (or earlier), kept within the month reached: January 31 plus one month is February 28 or 29. */
export const addMonthsToDays = (days: number, months: number): number => {
  const { year, month, day } = civilFromDays(days);
  const index = year * 12 + (month - 1) + months;
  const newYear = Math.floor(index / 12);
  const newMonth = index - newYear * 12 + 1;
  return daysFromCivil(newYear, newMonth, Math.min(day, daysInMonth(newYear, newMonth)));
};

/** Whole years from one day to another, as an age: a year is complete on the same month and day (29 February: on 1 March in common years). */
export const wholeYearsBetween = (from: number, to: number): number => {
  if (to < from) return -wholeYearsBetween(to, from);
  const start = civilFromDays(from);
  const end = civilFromDays(to);
  const beforeAnniversary = end.month < start.month || (end.month === start.month && end.day < start.day);
  return end.year - start.year - (beforeAnniversary ? 1 : 0);
};
