import { analyseTemplate } from '../../../src/analyse/analyse-template';
import type { Vocabulary } from '../../../src/vocabulary/vocabulary';
import { minimalDocx } from '@quire/testing/docx/minimal-docx';
import { compiled, expectReplacedInPlace, renderBody } from '../support/render-docx';
import { wordParagraph, wordRun } from '../support/word-like';
import { complexMergeField, simpleMergeField } from '../support/word-markers';

const vocabulary: Vocabulary = { aliases: [{ name: 'client_name', type: 'text', synonyms: ['Client Name'] }], rules: [] };

const fieldCodes = (xml: string): number => (xml.match(/MERGEFIELD|w:fldChar|w:fldSimple/g) ?? []).length;

describe('MERGEFIELD fields', () => {
  describe('when simple (w:fldSimple)', () => {
    const body = wordParagraph(wordRun('Dear ') + simpleMergeField(' MERGEFIELD client_name \\* MERGEFORMAT ', '«client_name»', '<w:i/>') + wordRun(','));

    it('is replaced by the value with the result\'s formatting, the field code gone', () => {
      expectReplacedInPlace(renderBody(body, { client_name: 'Ada' }, { vocabulary }), ['Dear Ada,'], fieldCodes, '<w:r><w:rPr><w:i/><w:noProof/></w:rPr><w:t xml:space="preserve">Ada</w:t></w:r>');
    });
  });

  describe('when complex, its instruction split over runs', () => {
    const body = wordParagraph(wordRun('Dear ') + complexMergeField([' MERGEFIELD ', '"Client ', 'Name" ', '\\* Upper ', '\\* MERGEFORMAT '], '«Client Name»', '<w:b/>') + wordRun(','));

    it('is replaced by the value, a quoted name read through its synonym, \\* Upper applied', () => {
      expectReplacedInPlace(renderBody(body, { client_name: 'Ada' }, { vocabulary }), ['Dear ADA,'], fieldCodes, '<w:rPr><w:b/><w:noProof/></w:rPr><w:t xml:space="preserve">ADA</w:t>');
    });

    it('stays a field, as written, when the value is missing and missing is keep', () => {
      const rendered = renderBody(body, {}, { vocabulary, missing: 'keep' });
      expect(rendered.texts).toEqual(['Dear «Client Name»,']);
      expect(rendered.part('word/document.xml')).toContain(complexMergeField([' MERGEFIELD ', '"Client ', 'Name" ', '\\* Upper ', '\\* MERGEFORMAT '], '«Client Name»', '<w:b/>'));
    });
  });

  describe('when the switches are \\* Lower, Caps, FirstCap, \\b, \\f', () => {
    it.each([
      ['\\* Lower', 'ada lovelace'],
      ['\\* Caps', 'Ada Lovelace'],
      ['\\* FirstCap', 'Ada lovelace'],
      ['\\b "Dear " \\f "!"', 'ada lovelace'],
    ])('%s', (switches, expected) => {
      const body = wordParagraph(simpleMergeField(` MERGEFIELD client_name ${switches} `, '«client_name»'));
      expect(renderBody(body, { client_name: 'ada lovelace' }).texts).toEqual([expected]);
    });
  });

  describe('when another field type or a MERGEFIELD inside another field', () => {
    it('is left untouched', () => {
      const page = wordParagraph(simpleMergeField(' PAGE ', '1'));
      const nested = wordParagraph(
        '<w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText xml:space="preserve"> IF </w:instrText></w:r>' +
          complexMergeField([' MERGEFIELD x '], '«x»') +
          '<w:r><w:instrText xml:space="preserve"> = "y" "yes" "no" </w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t>no</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r>',
      );
      const rendered = renderBody(page + nested + wordParagraph(wordRun('{{x}}')), { x: 'y' });
      expect(rendered.texts).toEqual(['1', '«x»no', 'y']);
      expect(rendered.part('word/document.xml')).toContain('MERGEFIELD x');
    });
  });

  describe('when analysed', () => {
    it('lists MERGEFIELDs as fields', () => {
      const body = wordParagraph(simpleMergeField(' MERGEFIELD client_name ', '«client_name»')) + wordParagraph(complexMergeField([' MERGEFIELD "Client Name" '], '«Client Name»'));
      const analysis = analyseTemplate(compiled(minimalDocx(body)), vocabulary);
      expect(analysis.fields).toEqual([
        { name: 'client_name', occurrences: 1 },
        { name: 'Client Name', alias: 'client_name', occurrences: 1 },
      ]);
    });
  });
});
