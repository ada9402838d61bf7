import { minimalDocx } from '@quire/testing/docx/minimal-docx';
import { paragraphXml, runXml } from '@quire/testing/docx/wordml';
import { openDocx } from '../package/open-docx';
import { compareDocuments } from './compare-documents';

const DATE = new Date('2026-11-28T10:00:00.123Z');

const bodyOf = (docx: Uint8Array): string => {
  const opened = openDocx(docx);
  if (!opened.ok) throw new Error(opened.error.message);
  return opened.value.text(opened.value.mainDocumentPart);
};

const paragraphs = (...texts: string[]): Buffer => minimalDocx(texts.map((text) => paragraphXml(text)).join(''));

describe('compareDocuments', () => {
  it('answers the revised file unchanged, and no change, for two files of the same text', () => {
    const result = compareDocuments(paragraphs('One', 'Two'), paragraphs('One', 'Two'), { date: DATE });
    expect(result.ok && result.value.changes).toEqual([]);
    expect(result.ok && bodyOf(result.value.docx)).not.toMatch(/<w:(ins|del)\b/);
  });

  it('records every change by Quire at the time given (seconds, no fraction), each with an id of its own', () => {
    const result = compareDocuments(paragraphs('Alpha beta gamma', 'Delta'), paragraphs('Alpha bravo gamma', 'Echo'), { date: DATE });
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    const body = bodyOf(result.value.docx);
    const marks = [...body.matchAll(/<w:(?:ins|del) w:id="(\d+)" w:author="([^"]*)" w:date="([^"]*)"/g)];
    expect(marks.length).toBeGreaterThanOrEqual(4);
    expect(new Set(marks.map((mark) => mark[1])).size).toBe(marks.length);
    expect(new Set(marks.map((mark) => `${mark[2]} ${mark[3]}`))).toEqual(new Set(['Quire 2026-11-28T10:00:00Z']));
  });

  it('numbers its changes after the ids the revised file already uses', () => {
    const revised = minimalDocx(paragraphXml('<w:bookmarkStart w:id="700" w:name="b"/>', runXml('Changed text'), '<w:bookmarkEnd w:id="700"/>'));
    const result = compareDocuments(paragraphs('Original text'), revised, { date: DATE });
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    const ids = [...bodyOf(result.value.docx).matchAll(/<w:(?:ins|del) w:id="(\d+)"/g)].map((match) => Number(match[1]));
    expect(Math.min(...ids)).toBeGreaterThan(700);
  });

  it('keeps the revised paragraph’s bookmarks where its words are', () => {
    const revised = minimalDocx(paragraphXml(runXml('Pay '), '<w:bookmarkStart w:id="1" w:name="amount"/>', runXml('ten pounds'), '<w:bookmarkEnd w:id="1"/>', runXml(' now')));
    const result = compareDocuments(paragraphs('Pay five pounds now'), revised, { date: DATE });
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    expect(bodyOf(result.value.docx)).toMatch(/<w:bookmarkStart w:id="1" w:name="amount"\/>.*ten.*<w:bookmarkEnd w:id="1"\/>/);
  });

  it('takes tracked changes already in a file as accepted', () => {
    const withRevisions = minimalDocx(
      paragraphXml(
        runXml('Kept '),
        `<w:ins w:id="1" w:author="Counsel" w:date="2026-01-01T00:00:00Z">${runXml('added ')}</w:ins>`,
        `<w:del w:id="2" w:author="Counsel" w:date="2026-01-01T00:00:00Z"><w:r><w:delText>removed </w:delText></w:r></w:del>`,
        runXml('end'),
      ),
    );
    const result = compareDocuments(paragraphs('Kept added end'), withRevisions, { date: DATE });
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    expect(result.value.changes).toEqual([]);
    expect(bodyOf(result.value.docx)).not.toContain('Counsel');
  });

  it('refuses a file past the size limit, a file that is no .docx, more blocks than allowed, and a compare past its time', () => {
    const small = paragraphs('One');
    expect(compareDocuments(small, small, { date: DATE, limits: { maxBytes: 100 } })).toMatchObject({ ok: false, error: { code: 'file_too_large', file: 'original' } });
    expect(compareDocuments(small, Buffer.from('not a zip'), { date: DATE })).toMatchObject({ ok: false, error: { code: 'refused', file: 'revised' } });
    expect(compareDocuments(paragraphs('a', 'b', 'c'), small, { date: DATE, limits: { maxBlocks: 2 } })).toMatchObject({ ok: false, error: { code: 'too_many_blocks', file: 'original' } });
    let clock = 0;
    const slow = compareDocuments(paragraphs('one two'), paragraphs('one three'), { date: DATE, limits: { maxMillis: 10 }, now: () => (clock += 20) });
    expect(slow).toMatchObject({ ok: false, error: { code: 'too_slow' } });
  });

  it('compares a paragraph holding more than plain runs as a whole: the original deleted, the revision inserted', () => {
    const withField = (label: string): Buffer => minimalDocx(paragraphXml(`<w:fldSimple w:instr=" PAGE ">${runXml('1')}</w:fldSimple>`, runXml(label)));
    const result = compareDocuments(withField(' of the old terms'), withField(' of the new terms'), { date: DATE });
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    const body = bodyOf(result.value.docx);
    expect(result.value.changes).toEqual([expect.objectContaining({ kind: 'changed', before: '1 of the old terms', after: '1 of the new terms' })]);
    expect(body).toMatch(/<w:pPr><w:rPr><w:del [^>]*\/><\/w:rPr><\/w:pPr><w:fldSimple w:instr=" PAGE "><w:del [^>]*><w:r><w:delText xml:space="preserve">1<\/w:delText>/);
    expect(body).toMatch(/<w:pPr><w:rPr><w:ins [^>]*\/><\/w:rPr><\/w:pPr><w:fldSimple w:instr=" PAGE "><w:ins [^>]*><w:r><w:t xml:space="preserve">1<\/w:t>/);
  });
});
