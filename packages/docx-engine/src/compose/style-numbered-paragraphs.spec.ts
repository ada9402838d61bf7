import { readStyleSheet } from '../part-model/style-sheet';
import { withStyleNumbering } from './style-numbered-paragraphs';

const sheet = readStyleSheet(
  '<w:styles><w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/></w:style>' +
    '<w:style w:type="paragraph" w:styleId="ListNumber"><w:name w:val="List Number"/><w:basedOn w:val="Normal"/><w:pPr><w:numPr><w:numId w:val="3"/></w:numPr></w:pPr></w:style></w:styles>',
);
const NUMBERED = '<w:numPr><w:ilvl w:val="0"/><w:numId w:val="3"/></w:numPr>';

describe('withStyleNumbering', () => {
  describe('when paragraphs are numbered through their style', () => {
    it('writes their numbering out, and leaves every other paragraph as it is', () => {
      const xml =
        '<w:p><w:pPr><w:pStyle w:val="ListNumber"/><w:jc w:val="left"/></w:pPr><w:r><w:t>one</w:t></w:r></w:p>' +
        '<w:p><w:pPr/><w:r><w:t>plain</w:t></w:r></w:p>' +
        '<w:p><w:pPr><w:pStyle w:val="ListNumber"/><w:pPrChange w:id="4"><w:pPr><w:pStyle w:val="Normal"/></w:pPr></w:pPrChange></w:pPr></w:p>' +
        '<w:p><w:pPr><w:pStyle w:val="ListNumber"/><w:numPr><w:ilvl w:val="0"/><w:numId w:val="q3.1"/></w:numPr></w:pPr></w:p>' +
        '<w:p><w:pPr><w:pStyle w:val="Normal"/></w:pPr></w:p>';
      expect(withStyleNumbering(xml, sheet)).toBe(
        `<w:p><w:pPr><w:pStyle w:val="ListNumber"/>${NUMBERED}<w:jc w:val="left"/></w:pPr><w:r><w:t>one</w:t></w:r></w:p>` +
          '<w:p><w:pPr/><w:r><w:t>plain</w:t></w:r></w:p>' +
          `<w:p><w:pPr><w:pStyle w:val="ListNumber"/>${NUMBERED}<w:pPrChange w:id="4"><w:pPr><w:pStyle w:val="Normal"/></w:pPr></w:pPrChange></w:pPr></w:p>` +
          '<w:p><w:pPr><w:pStyle w:val="ListNumber"/><w:numPr><w:ilvl w:val="0"/><w:numId w:val="q3.1"/></w:numPr></w:pPr></w:p>' +
          '<w:p><w:pPr><w:pStyle w:val="Normal"/></w:pPr></w:p>',
      );
    });
  });

  describe('when the source has no numbered paragraph style', () => {
    it('answers the content unchanged', () => {
      const xml = '<w:p><w:pPr><w:pStyle w:val="ListNumber"/></w:pPr></w:p>';
      expect(withStyleNumbering(xml, readStyleSheet('<w:styles/>'))).toBe(xml);
      expect(withStyleNumbering(xml, undefined)).toBe(xml);
    });
  });
});
