import { readMarkdown } from './read-markdown';
import { paragraphs, texts, readingWith } from '../../test/support/rich-reading';
import { BOLD, CODE, ITALIC, STRIKE, SUBSCRIPT, SUPERSCRIPT, UNDERLINE } from './rich-model';

const read = readingWith(readMarkdown);

describe('reading markdown', () => {
  it('reads paragraphs, soft breaks as spaces and hard breaks as line breaks', () => {
    const document = read('One\nline.\n\nTwo  \nlines.');
    expect(texts(document)).toEqual(['One line.', 'Two\nlines.']);
    expect(paragraphs(document).map((paragraph) => paragraph.role)).toEqual(['body', 'body']);
  });

  it('reads bold, italic, strikethrough and code spans as formatting, and nested formatting as both', () => {
    const [paragraph] = paragraphs(read('**b** _i_ ~~s~~ `c` ***bi***'));
    const formatted = paragraph?.inlines.filter((inline) => inline.kind === 'text' && inline.text.trim() !== '').map((inline) => inline.marks);
    expect(formatted).toEqual([BOLD, ITALIC, STRIKE, CODE, BOLD | ITALIC]);
  });

  it('reads underline, superscript and subscript written as HTML inside the markdown', () => {
    const [paragraph] = paragraphs(read('<u>under</u> x<sup>two</sup> H<sub>2</sub>O'));
    const marks = new Map(paragraph?.inlines.map((inline) => [inline.kind === 'text' ? inline.text : '', inline.marks]));
    expect(marks.get('under')).toBe(UNDERLINE);
    expect(marks.get('two')).toBe(SUPERSCRIPT);
    expect(marks.get('2')).toBe(SUBSCRIPT);
    expect(marks.get('O')).toBe(0);
  });

  it('reads headings with their level', () => {
    const document = read('# One\n\n### Three\n\n###### Six');
    expect(paragraphs(document).map((paragraph) => [paragraph.role, paragraph.level])).toEqual([
      ['heading', 1],
      ['heading', 3],
      ['heading', 6],
    ]);
  });

  it('reads nested lists as levels of one list, numbered or bulleted per level, with the start of a numbered list', () => {
    const document = read('3. three\n4. four\n   - bullet\n     1. deep\n5. five');
    const items = paragraphs(document);
    expect(items.map((item) => item.list?.level)).toEqual([0, 0, 1, 2, 0]);
    const list = items[0]?.list?.list;
    expect(items.every((item) => item.list?.list === list)).toBe(true);
    expect(list?.ordered.slice(0, 3)).toEqual([true, false, true]);
    expect(list?.starts[0]).toBe(3);
  });

  it('makes each top-level list a list of its own', () => {
    const items = paragraphs(read('- a\n\ntext\n\n- b'));
    expect(items[0]?.list?.list).not.toBe(items[2]?.list?.list);
  });

  it('numbers the first paragraph of an item and indents its later ones', () => {
    const items = paragraphs(read('1. first\n\n   more of the first\n2. second'));
    expect(items.map((item) => [item.list?.level, item.continues])).toEqual([
      [0, 0],
      [undefined, 1],
      [0, 0],
    ]);
  });

  it('reads block quotes with their depth', () => {
    expect(paragraphs(read('> one\n>\n> > two')).map((paragraph) => paragraph.quote)).toEqual([1, 2]);
  });

  it('reads fenced and indented code as code paragraphs keeping their line breaks', () => {
    const document = read('```\nline 1\n  line 2\n```\n\n    indented');
    expect(paragraphs(document).map((paragraph) => paragraph.role)).toEqual(['code', 'code']);
    expect(texts(document)).toEqual(['line 1\n  line 2', 'indented']);
  });

  it('reads a thematic break as a rule', () => {
    expect(paragraphs(read('above\n\n---\n\nbelow')).map((paragraph) => paragraph.role)).toEqual(['body', 'rule', 'body']);
  });

  it('reads tables with their header row and column alignment', () => {
    const [table] = read('| Item | Price |\n|:-----|------:|\n| Tea | **2** |').blocks;
    if (table?.kind !== 'table') throw new Error('no table');
    expect(table.rows.map((row) => row.cells.map((cell) => cell.header))).toEqual([
      [true, true],
      [false, false],
    ]);
    expect(table.rows[1]?.cells.map((cell) => cell.align)).toEqual(['left', 'right']);
    expect(table.rows[1]?.cells[1]?.blocks[0]?.inlines[0]).toMatchObject({ text: '2', marks: BOLD });
  });

  it('makes links of web and mail addresses, and keeps only the text of other links', () => {
    const [paragraph] = paragraphs(read('[site](https://example.com/a?b=1) [mail](mailto:x@example.com) [js](javascript:alert(1)) [local](/etc/passwd)'));
    const links = paragraph?.inlines.filter((inline) => inline.kind === 'text' && inline.text.trim() !== '').map((inline) => inline.link?.href);
    expect(links).toEqual(['https://example.com/a?b=1', 'mailto:x@example.com', undefined, undefined]);
    expect(read('[local](/etc/passwd)').dropped).toEqual(['a link that is not to an http, https or mailto address (its text kept)']);
  });

  it('drops images, scripts and other unsupported HTML, naming them', () => {
    const document = read('![logo](https://example.com/logo.png)\n\n<script>alert(1)</script>\n\nafter <iframe src="https://x"></iframe>');
    expect(texts(document)).toEqual(['after']);
    expect(document.dropped).toEqual(['an image and its address', '<script> and what it holds', '<iframe> and what it holds']);
  });

  it('stops reading what nests deeper than the limit', () => {
    expect(read('> '.repeat(40) + 'deep', 32).tooDeep).toBe(true);
    expect(read('> '.repeat(10) + 'deep', 32).tooDeep).toBe(false);
  });

  it('reads an empty text as nothing', () => {
    expect(read('').blocks).toEqual([]);
  });
});
