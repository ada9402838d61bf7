import { nameKey } from './names';

describe('nameKey', () => {
  describe('when two names differ only in case or surrounding white space', () => {
    it('gives them one key', () => {
      expect(nameKey('  Client Name ')).toBe('client name');
      expect(nameKey('CLIENT NAME')).toBe(nameKey('client name'));
    });
  });

  describe('when two names differ in the quotes Word types', () => {
    it('reads typographic quotes as straight ones', () => {
      expect(nameKey('Client\u2019s Clause')).toBe("client's clause");
      expect(nameKey('\u2018a\u2019 \u201ab\u201b c\u2032')).toBe("'a' 'b' c'");
      expect(nameKey('\u201cQuoted\u201d \u201elow\u201f 5\u2033')).toBe('"quoted" "low" 5"');
    });
  });

  describe('when two names differ in the white space inside them', () => {
    it('counts each run of white space as one space (tabs, line breaks and no-break spaces too)', () => {
      expect(nameKey('Client \t\n Name')).toBe('client name');
      expect(nameKey('Client\u00a0Name')).toBe('client name');
      expect(nameKey('Client\u2007\u202fName')).toBe('client name');
    });
  });

  describe('for the names of one clause written two ways', () => {
    it('gives "Client\'s Clause" and "Client’s  Clause" one key', () => {
      expect(nameKey('Client\u2019s  Clause')).toBe(nameKey("Client's Clause"));
    });
  });

  describe('when names differ in what they say', () => {
    it('keeps them apart (letters, accents, underscores and punctuation other than quotes count)', () => {
      expect(nameKey('client_name')).not.toBe(nameKey('client name'));
      expect(nameKey('Résumé')).not.toBe(nameKey('Resume'));
      expect(nameKey('a-b')).not.toBe(nameKey('a b'));
    });
  });

  describe('when a key is keyed again', () => {
    it('is unchanged (a stored key can be compared with a fresh one)', () => {
      for (const name of ['Client\u2019s  Clause', ' A\u00a0\u00a0B ', '\u201cX\u201d']) expect(nameKey(nameKey(name))).toBe(nameKey(name));
    });
  });
});
