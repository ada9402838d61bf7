import { paragraphXml, paragraphsXml, textLines } from './text-paragraphs';

describe('textLines', () => {
  describe('when the text has line endings of any kind', () => {
    it('makes one line per line, blank lines included', () => {
      expect(textLines('a\r\nb\rc\nd\u2029e\n\nf')).toEqual(['a', 'b', 'c', 'd', 'e', '', 'f']);
    });
  });

  describe('when the text ends with a line ending', () => {
    it('ends the last line there, without an empty line after it', () => {
      expect(textLines('a\nb\n')).toEqual(['a', 'b']);
      expect(textLines('a\n\n')).toEqual(['a', '']);
    });
  });

  describe('when the text is empty', () => {
    it('has one empty line (a body needs a paragraph)', () => {
      expect(textLines('')).toEqual(['']);
      expect(textLines('\n')).toEqual(['']);
    });
  });

  describe('when the text holds characters XML cannot hold', () => {
    it('drops them: other control characters, lone surrogates, U+FFFE and U+FFFF', () => {
      expect(textLines('a\u0000b\u0008c\u001fd\uD800e\uDC00f\uFFFEg\uFFFFh')).toEqual(['abcdefgh']);
    });

    it('keeps characters beyond the basic plane whole', () => {
      expect(textLines('party 🎉 time')).toEqual(['party 🎉 time']);
    });
  });
});

describe('paragraphXml', () => {
  it('writes the line in one run, spaces preserved and XML escaped', () => {
    expect(paragraphXml('  A & B <c> "d" ')).toBe('<w:p><w:r><w:t xml:space="preserve">  A &amp; B &lt;c&gt; "d" </w:t></w:r></w:p>');
  });

  it('keeps tags as typed, so the document is a template', () => {
    expect(paragraphXml('Dear {{client_name | upper}},')).toBe('<w:p><w:r><w:t xml:space="preserve">Dear {{client_name | upper}},</w:t></w:r></w:p>');
  });

  it('writes a tab as w:tab, a vertical tab or U+2028 as a line break and a form feed as a page break', () => {
    expect(paragraphXml('a\tb\vc\u2028d\fe')).toBe(
      '<w:p><w:r><w:t xml:space="preserve">a</w:t><w:tab/><w:t xml:space="preserve">b</w:t><w:br/><w:t xml:space="preserve">c</w:t><w:br/><w:t xml:space="preserve">d</w:t><w:br w:type="page"/><w:t xml:space="preserve">e</w:t></w:r></w:p>',
    );
  });

  it('writes an empty line as an empty paragraph', () => {
    expect(paragraphXml('')).toBe('<w:p/>');
  });
});

describe('paragraphsXml', () => {
  it('writes a paragraph per line', () => {
    expect(paragraphsXml('one\n\ntwo')).toBe('<w:p><w:r><w:t xml:space="preserve">one</w:t></w:r></w:p><w:p/><w:p><w:r><w:t xml:space="preserve">two</w:t></w:r></w:p>');
  });
});
