import { readDate, readNullableDate } from './sql-date';

describe('readDate', () => {
  const instant = '2026-03-04T05:06:07.891Z';
  it.each([
    ['a Date (mysql2)', new Date(instant)],
    ['epoch milliseconds (SQLite)', Date.parse(instant)],
    ['a UTC datetime string', '2026-03-04 05:06:07.891'],
    ['an ISO string', instant],
  ])('reads %s as the same instant', (_, stored) => {
    expect(readDate(stored).toISOString()).toBe(instant);
  });

  it('refuses what is not an instant', () => {
    expect(() => readDate({})).toThrow(TypeError);
  });

  it('keeps null as null', () => {
    expect(readNullableDate(null)).toBeNull();
  });
});
