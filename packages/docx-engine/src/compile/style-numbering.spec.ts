import { readStyleSheet } from '../part-model/style-sheet';
import { numberedParagraphStyles, styleNumberingSite } from './style-numbering';

const style = (id: string, content: string, type = 'paragraph'): string => `<w:style w:type="${type}" w:styleId="${id}"><w:name w:val="${id}"/>${content}</w:style>`;

describe('numberedParagraphStyles', () => {
  const sheet = readStyleSheet(
    `<w:styles>${[
      style('Normal', ''),
      style('ListNumber', '<w:basedOn w:val="Normal"/><w:pPr><w:numPr><w:numId w:val="3"/></w:numPr></w:pPr>'),
      style('Clause', '<w:basedOn w:val="ListNumber"/><w:pPr><w:keepNext/></w:pPr>'),
      style('SubClause', '<w:basedOn w:val="Clause"/><w:pPr><w:numPr><w:ilvl w:val="1"/></w:numPr></w:pPr>'),
      style('Unnumbered', '<w:basedOn w:val="ListNumber"/><w:pPr><w:numPr><w:numId w:val="0"/></w:numPr></w:pPr>'),
      style('LoopA', '<w:basedOn w:val="LoopB"/>'),
      style('LoopB', '<w:basedOn w:val="LoopA"/>'),
      style('OutlineList', '<w:pPr><w:numPr><w:numId w:val="9"/></w:numPr></w:pPr>', 'numbering'),
    ].join('')}</w:styles>`,
  );

  it('finds the numbering of each paragraph style through its basedOn chain, the nearest numId and level winning', () => {
    expect(Object.fromEntries(numberedParagraphStyles(sheet))).toEqual({
      ListNumber: { numId: '3', ilvl: '0' },
      Clause: { numId: '3', ilvl: '0' },
      SubClause: { numId: '3', ilvl: '1' },
    });
  });
});

describe('styleNumberingSite', () => {
  const styles = new Map([['ListNumber', { numId: '3', ilvl: '0' }]]);
  const inserted = (properties: string): string | undefined => {
    const site = styleNumberingSite(properties, styles);
    return site === undefined ? undefined : properties.slice(0, site.at) + site.before + `[${site.numId}]` + site.after + properties.slice(site.at);
  };

  describe('when the paragraph is numbered by its style only', () => {
    it('writes a w:numPr where the schema puts it: after pStyle, keepNext … widowControl', () => {
      expect(inserted('<w:pPr><w:pStyle w:val="ListNumber"/><w:keepNext/><w:spacing w:after="0"/><w:rPr><w:keepNext/></w:rPr></w:pPr>')).toBe(
        '<w:pPr><w:pStyle w:val="ListNumber"/><w:keepNext/><w:numPr><w:ilvl w:val="0"/><w:numId w:val="[3]"/></w:numPr><w:spacing w:after="0"/><w:rPr><w:keepNext/></w:rPr></w:pPr>',
      );
    });

    it('completes a w:numPr that chooses only the level', () => {
      expect(inserted('<w:pPr><w:pStyle w:val="ListNumber"/><w:numPr><w:ilvl w:val="2"/></w:numPr></w:pPr>')).toBe(
        '<w:pPr><w:pStyle w:val="ListNumber"/><w:numPr><w:ilvl w:val="2"/><w:numId w:val="[3]"/></w:numPr></w:pPr>',
      );
    });
  });

  describe('when the paragraph is not numbered through its style', () => {
    it.each([
      ['its own numId', '<w:pPr><w:pStyle w:val="ListNumber"/><w:numPr><w:ilvl w:val="0"/><w:numId w:val="7"/></w:numPr></w:pPr>'],
      ['a style without numbering', '<w:pPr><w:pStyle w:val="Normal"/></w:pPr>'],
      ['no style', '<w:pPr><w:jc w:val="center"/></w:pPr>'],
      ['empty properties', '<w:pPr/>'],
      ['the style only in a recorded change', '<w:pPr><w:pPrChange w:id="1"><w:pPr><w:pStyle w:val="ListNumber"/></w:pPr></w:pPrChange></w:pPr>'],
      ['no properties', '<w:r><w:t>x</w:t></w:r>'],
      ['properties cut before their end', '<w:pPr><w:pStyle w:val="ListNumber"/>'],
    ])('answers nothing (%s)', (_case, properties) => {
      expect(styleNumberingSite(properties, styles)).toBeUndefined();
    });
  });
});
