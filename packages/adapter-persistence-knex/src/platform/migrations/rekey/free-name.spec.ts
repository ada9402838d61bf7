import { nameKey } from '@quire/domain/names';
import { freeName } from './free-name';

describe('freeName', () => {
  describe('when the name with (2) is free', () => {
    it('answers it', () => {
      expect(freeName('Client\u2019s  Clause', new Set(["client's clause"]), nameKey, 200, 'counted')).toBe('Client\u2019s  Clause (2)');
    });
  });

  describe('when (2) is taken too, in another spelling', () => {
    it('counts on until a key is free', () => {
      expect(freeName('Clause', new Set(['clause', 'clause (2)', 'clause (3)']), nameKey, 200, 'counted')).toBe('Clause (4)');
    });
  });

  describe('when the name is as long as allowed', () => {
    it('cuts the name so that the suffix fits', () => {
      const renamed = freeName('x'.repeat(200), new Set(['x'.repeat(200)]), nameKey, 200, 'counted');
      expect(renamed).toBe(`${'x'.repeat(196)} (2)`);
    });
  });

  describe('for a name that must stay an identifier', () => {
    it('appends _2', () => {
      expect(freeName('is_adult', new Set(['is_adult']), nameKey, 40, 'identifier')).toBe('is_adult_2');
    });
  });
});
