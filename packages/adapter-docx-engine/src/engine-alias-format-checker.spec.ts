import { EngineAliasFormatChecker } from './engine-alias-format-checker';

const checker = new EngineAliasFormatChecker();

describe('EngineAliasFormatChecker', () => {
  describe('when the format is one the engine applies', () => {
    it.each([
      ['date', 'MMMM d, yyyy'],
      ['date', "d 'de' MMMM yyyy"],
      ['number', '2'],
      ['number', '0'],
      ['currency', 'EUR'],
      ['currency', 'usd'],
    ] as const)('accepts a %s format %j', (type, format) => {
      expect(checker.problem(type, format)).toBeUndefined();
    });
  });

  describe('when it is not', () => {
    it.each([
      ['date', 'MM/DD/YYYY', /"yyyy"|"dd"|"d"/],
      ['number', '#,##0.00', /count of decimals/],
      ['number', '21', /0 to 20/],
      ['currency', 'euro', /ISO 4217/],
      ['text', 'upper', /has no format/],
    ] as const)('refuses a %s format %j, saying why', (type, format, why) => {
      expect(checker.problem(type, format)).toMatch(why);
    });
  });
});
