import { tokens } from './word-diff';

/** The tokens as the pattern it replaces cuts them. */
const byPattern = (text: string): string[] => text.match(/\{\{[\s\S]*?\}\}|[\p{L}\p{N}_'’]+|\s+|[\s\S]/gu) ?? [];

describe('tokens', () => {
  it('cuts tags whole, words, runs of white space and other characters', () => {
    expect(tokens('Pay {{amount | money}} to Ada’s  bank, now!')).toEqual(['Pay', ' ', '{{amount | money}}', ' ', 'to', ' ', 'Ada’s', '  ', 'bank', ',', ' ', 'now', '!']);
    expect(tokens('{{ open and } }')).toEqual(['{', '{', ' ', 'open', ' ', 'and', ' ', '}', ' ', '}']);
    expect(tokens('')).toEqual([]);
  });

  it('cuts any text as the Unicode pattern does: accents, scripts, digits of other scripts, astral letters, odd white space, lone surrogates', () => {
    const pieces = ['a', 'Z', '9', '_', "'", '’', ' ', '\t', '\n', '\u00a0', '\u2003', '\u3000', 'é', 'ß', 'Ж', '中', '٣', '𝐀', '😀', '{', '}', '{{', '}}', '-', '.', '\ud800', '\udc00', '\ufeff', '\u2028'];
    let seed = 7;
    const next = (): number => (seed = (seed * 1103515245 + 12345) % 2147483648);
    for (let round = 0; round < 2000; round++) {
      let text = '';
      const length = next() % 24;
      for (let index = 0; index < length; index++) text += pieces[next() % pieces.length];
      expect(tokens(text)).toEqual(byPattern(text));
    }
  });
});
