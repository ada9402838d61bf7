import { readHtml } from './read-html';
import { paragraphs, texts, marksOf, readingWith } from '../../test/support/rich-reading';
import { BOLD, CODE, HIGHLIGHT, ITALIC, STRIKE, SUPERSCRIPT, UNDERLINE } from './rich-model';

const read = readingWith(readHtml);

describe('reading HTML', () => {
  it('reads paragraphs, collapsing white space as a browser does, and line breaks', () => {
    expect(texts(read('<p>  One\n   two  </p><p>three<br>four<br></p>'))).toEqual(['One two', 'three\nfour']);
  });

  it('keeps an empty paragraph (a blank line an editor wrote) and makes a paragraph of loose text', () => {
    expect(texts(read('<p>a</p><p><br></p>loose <b>text</b><div>in a div</div>'))).toEqual(['a', '', 'loose text', 'in a div']);
  });

  it('reads the formatting elements and the formatting of style attributes', () => {
    const marks = marksOf(
      read(
        '<p><b>b</b> <strong>st</strong> <i>i</i> <em>em</em> <u>u</u> <s>s</s> <del>del</del> <code>c</code> <sup>sup</sup> <mark>m</mark> ' +
          '<span style="font-weight: 700; font-style: italic">bi</span> <span style="text-decoration: underline line-through">us</span></p>',
      ),
    );
    expect(marks).toEqual({ b: BOLD, st: BOLD, i: ITALIC, em: ITALIC, u: UNDERLINE, s: STRIKE, del: STRIKE, c: CODE, sup: SUPERSCRIPT, m: HIGHLIGHT, bi: BOLD | ITALIC, us: UNDERLINE | STRIKE });
  });

  it('turns off what a style attribute turns off (a pasted Google Docs <b style="font-weight:normal">)', () => {
    expect(marksOf(read('<b style="font-weight:normal;"><span>plain</span> <strong>bold</strong></b>'))).toEqual({ plain: 0, bold: BOLD });
  });

  it('reads headings, block quotes, preformatted text and rules', () => {
    const document = read('<h2>Title</h2><blockquote><p>said</p><blockquote>again</blockquote></blockquote><pre>a\n  b</pre><hr>');
    expect(paragraphs(document).map((paragraph) => [paragraph.role, paragraph.level, paragraph.quote])).toEqual([
      ['heading', 2, 0],
      ['body', 0, 1],
      ['body', 0, 2],
      ['code', 0, 0],
      ['rule', 0, 0],
    ]);
    expect(texts(document)[3]).toBe('a\n  b');
  });

  it('reads nested lists as levels of one list, with the start of an ordered list', () => {
    const items = paragraphs(read('<ol start="4"><li>four<ul><li>bullet</li></ul></li><li>five</li></ol>'));
    expect(items.map((item) => [item.list?.level, texts({ blocks: [item], dropped: [] })[0]])).toEqual([
      [0, 'four'],
      [1, 'bullet'],
      [0, 'five'],
    ]);
    expect(items[0]?.list?.list.starts[0]).toBe(4);
    expect(items[0]?.list?.list.ordered.slice(0, 2)).toEqual([true, false]);
  });

  it('reads an item outside any list as a bulleted item of its own, and what follows as no list', () => {
    const items = paragraphs(read('<li>alone</li><ul><li>listed</li></ul>'));
    expect(items.map((item) => item.list?.level)).toEqual([0, 0]);
    expect(items[0]?.list?.list).not.toBe(items[1]?.list?.list);
  });

  it('reads alignment from align, style and editor classes, for a paragraph or the blocks around it', () => {
    const document = read('<p align="center">a</p><p style="text-align: right">b</p><p class="ql-align-justify">c</p><div style="text-align:center"><p>d</p>e</div>');
    expect(paragraphs(document).map((paragraph) => paragraph.align)).toEqual(['center', 'right', 'both', 'center', 'center']);
  });

  it('reads simple tables: header cells, rows, and nested tables as the paragraphs of their cells', () => {
    const [table] = read('<table><thead><tr><th>A</th><th>B</th></tr></thead><tbody><tr><td>1</td><td><table><tr><td>x</td><td>y</td></tr></table></td></tr></tbody></table>').blocks;
    if (table?.kind !== 'table') throw new Error('no table');
    expect(table.rows.map((row) => row.cells.map((cell) => [cell.header, texts({ blocks: cell.blocks, dropped: [] })]))).toEqual([
      [
        [true, ['A']],
        [true, ['B']],
      ],
      [
        [false, ['1']],
        [false, ['x', 'y']],
      ],
    ]);
  });

  it('links web and mail addresses only', () => {
    const document = read('<a href="https://example.com">web</a> <a href=" JaVa\tscript:alert(1)">js</a> <a href="file:///etc/passwd">file</a> <a>none</a>');
    expect(paragraphs(document)[0]?.inlines.filter((inline) => inline.kind === 'text' && inline.text.trim() !== '').map((inline) => inline.link?.href)).toEqual([
      'https://example.com',
      undefined,
      undefined,
      undefined,
    ]);
    expect(document.dropped).toEqual(['a link that is not to an http, https or mailto address (its text kept)']);
  });

  it('drops scripts, styles, images, frames and forms with what they hold, naming each once', () => {
    const document = read(
      '<div>a<script>alert("x")</script><style>p{}</style><img src="https://tracker.example/p.gif"><iframe src="https://x"><p>in</p></iframe>' +
        '<img src="x">b<form><input value="v"><button>Go</button>text in form</form></div>',
    );
    expect(texts(document)).toEqual(['ab']);
    expect(document.dropped).toEqual(['<script> and what it holds', '<style> and what it holds', '<img> and what it holds', '<iframe> and what it holds', '<form> and what it holds']);
  });

  it('keeps the text of unknown elements and names them', () => {
    const document = read('<p><blink>on</blink> <x-widget>off</x-widget></p>');
    expect(texts(document)).toEqual(['on off']);
    expect(document.dropped).toEqual(['<blink> (its text kept)', '<x-widget> (its text kept)']);
  });

  it('decodes entities and keeps text that looks like markup', () => {
    expect(texts(read('<p>&lt;b&gt; &amp; &eacute; &#x263A;</p>'))).toEqual(['<b> & é ☺']);
  });

  it('stops reading what nests deeper than the limit, however it is closed', () => {
    expect(read('<div>'.repeat(33) + 'deep', 32).tooDeep).toBe(true);
    expect(read('<span>'.repeat(20) + 'deep' + '</span>'.repeat(20), 32).tooDeep).toBe(false);
  });

  it('reads a value the parser gives in 320,000 pieces (an entity after each letter) into one text, and nesting split across its pieces', () => {
    expect(texts(read('a&amp;'.repeat(160_000)))[0]).toBe('a&'.repeat(160_000));
    expect(read('<b>'.repeat(100_000)).tooDeep).toBe(true);
  });

  it('reads text that is not HTML at all as one paragraph', () => {
    expect(texts(read('just < text > here'))).toEqual(['just < text > here']);
  });
});
