import { toNumber } from './to-number';

describe('toNumber', () => {
  describe('when given a number or a plain numeric text', () => {
    it.each([
      [12, 12],
      [-0.5, -0.5],
      ['1234.5', 1234.5],
      [' -7 ', -7],
      ['.5', 0.5],
      ['1e3', 1000],
      [5n, 5],
    ])('reads %p as %p', (value, expected) => {
      expect(toNumber(value)).toBe(expected);
    });
  });

  describe('when given anything else', () => {
    it.each([[Number.NaN], [Number.POSITIVE_INFINITY], ['1,234'], ['$5'], ['12abc'], [''], [2n ** 60n], [true], [null], [[1]]])(
      'answers nothing for %p',
      (value) => {
        expect(toNumber(value)).toBeUndefined();
      },
    );
  });
});
