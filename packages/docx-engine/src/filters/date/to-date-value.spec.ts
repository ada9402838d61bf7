import { toDateValue } from './to-date-value';

describe('toDateValue', () => {
  describe('when given an ISO calendar date', () => {
    it('reads a calendar date', () => {
      expect(toDateValue('2024-03-05')).toEqual({ kind: 'calendar', year: 2024, month: 3, day: 5 });
      expect(toDateValue(' 2024-02-29 ')).toEqual({ kind: 'calendar', year: 2024, month: 2, day: 29 });
    });

    it('refuses days that do not exist', () => {
      expect(toDateValue('2023-02-29')).toBeUndefined();
      expect(toDateValue('2024-04-31')).toBeUndefined();
      expect(toDateValue('2024-00-10')).toBeUndefined();
    });
  });

  describe('when given a date-time', () => {
    it('reads one without an offset as a wall-clock time', () => {
      expect(toDateValue('2024-03-05T14:30')).toEqual({
        kind: 'wall-clock',
        year: 2024,
        month: 3,
        day: 5,
        hours: 14,
        minutes: 30,
        seconds: 0,
        milliseconds: 0,
      });
    });

    it('reads one with an offset as an instant', () => {
      const instant = Date.UTC(2024, 2, 5, 13, 30, 5, 120);
      expect(toDateValue('2024-03-05T13:30:05.12Z')).toEqual({ kind: 'instant', epochMilliseconds: instant });
      expect(toDateValue('2024-03-05T14:30:05.120+01:00')).toEqual({ kind: 'instant', epochMilliseconds: instant });
      expect(toDateValue('2024-03-05 08:00:05.120-0530')).toEqual({ kind: 'instant', epochMilliseconds: instant });
    });

    it('refuses impossible times', () => {
      expect(toDateValue('2024-03-05T24:00')).toBeUndefined();
      expect(toDateValue('2024-03-05T10:60')).toBeUndefined();
    });
  });

  describe('when given a Date object', () => {
    it('reads UTC midnight as a calendar date and other times as instants', () => {
      expect(toDateValue(new Date('2024-03-05'))).toEqual({ kind: 'calendar', year: 2024, month: 3, day: 5 });
      expect(toDateValue(new Date('2024-03-05T00:00:01Z'))).toEqual({ kind: 'instant', epochMilliseconds: Date.UTC(2024, 2, 5, 0, 0, 1) });
      expect(toDateValue(new Date('nope'))).toBeUndefined();
    });
  });

  describe('when given anything else', () => {
    it.each([['03/05/2024'], ['March 5, 2024'], ['2024-3-5'], [1709596800000], [null], [true], [{}]])('answers nothing for %p', (value) => {
      expect(toDateValue(value)).toBeUndefined();
    });
  });
});
