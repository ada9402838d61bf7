import { daysFromCivil, isValidIsoDate } from './calendar-date';

describe('calendar dates', () => {
  describe('when checking a day', () => {
    it.each<[number, number, number, boolean]>([
      [2024, 2, 29, true],
      [2023, 2, 29, false],
      [1900, 2, 29, false],
      [2000, 2, 29, true],
      [2024, 4, 31, false],
      [2024, 12, 31, true],
      [2024, 13, 1, false],
      [2024, 0, 1, false],
      [2024, 1, 0, false],
      [0, 1, 1, true],
    ])('%i-%i-%i is valid: %s', (year, month, day, valid) => {
      expect(isValidIsoDate(year, month, day)).toBe(valid);
    });
  });

  describe('when counting days since 1970-01-01', () => {
    it('agrees with Date.UTC on every day from 1600 to 2400', () => {
      for (let year = 1600; year <= 2400; year += 1) {
        for (let month = 1; month <= 12; month += 1) {
          for (const day of [1, 15, 28]) {
            expect([year, month, day, daysFromCivil(year, month, day)]).toEqual([year, month, day, Date.UTC(year, month - 1, day) / 86_400_000]);
          }
        }
      }
    });

    it('counts years before 100 as written (Date.UTC would read 0099 as 1999)', () => {
      expect(daysFromCivil(99, 12, 31) + 1).toBe(daysFromCivil(100, 1, 1));
      expect(daysFromCivil(1, 1, 1)).toBe(-719162);
    });
  });
});
