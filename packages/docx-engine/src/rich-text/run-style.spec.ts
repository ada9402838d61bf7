import { ParagraphLook } from './paragraph-look';
import { BOLD, CODE, ITALIC, SUBSCRIPT, SUPERSCRIPT, UNDERLINE } from './rich-model';
import { RunStyle } from './run-style';

describe('the run properties of styled text', () => {
  const tag = new RunStyle('<w:rPr><w:rStyle w:val="Emphasis"/><w:rFonts w:ascii="Georgia"/><w:b w:val="0"/><w:color w:val="FF0000"/><w:sz w:val="28"/><w:u w:val="double"/><w:lang w:val="fr-FR"/><w:rPrChange w:id="3"/></w:rPr>');

  it("keep the tag's formatting (its revision left out) when the text has none", () => {
    expect(tag.properties(0)).toBe('<w:rPr><w:rStyle w:val="Emphasis"/><w:rFonts w:ascii="Georgia"/><w:b w:val="0"/><w:color w:val="FF0000"/><w:sz w:val="28"/><w:u w:val="double"/><w:lang w:val="fr-FR"/></w:rPr>');
  });

  it("put the text's formatting in the schema's order, in place of the tag's own of the same kind", () => {
    expect(tag.properties(BOLD | ITALIC | UNDERLINE)).toBe(
      '<w:rPr><w:rStyle w:val="Emphasis"/><w:rFonts w:ascii="Georgia"/><w:b/><w:bCs/><w:i/><w:iCs/><w:color w:val="FF0000"/><w:sz w:val="28"/><w:u w:val="single"/><w:lang w:val="fr-FR"/></w:rPr>',
    );
  });

  it('give code a monospace font and shading, and superscript the better of superscript and subscript', () => {
    const code = tag.properties(CODE | SUPERSCRIPT | SUBSCRIPT);
    expect(code).toContain('<w:rFonts w:ascii="Courier New" w:hAnsi="Courier New" w:eastAsia="Courier New" w:cs="Courier New"/><w:b w:val="0"/>');
    expect(code).toContain('<w:shd w:val="clear" w:color="auto" w:fill="F2F2F2"/><w:vertAlign w:val="superscript"/><w:lang');
    expect(code).not.toContain('subscript');
  });

  it("give a link the hyperlink style in place of the tag's style, color and underline", () => {
    expect(tag.properties(0, 'Lien')).toBe('<w:rPr><w:rStyle w:val="Lien"/><w:rFonts w:ascii="Georgia"/><w:b w:val="0"/><w:sz w:val="28"/><w:lang w:val="fr-FR"/></w:rPr>');
  });

  it('are empty for a tag without formatting and text without any', () => {
    expect(new RunStyle('').properties(0)).toBe('');
    expect(new RunStyle('<w:rPr></w:rPr>').properties(BOLD)).toBe('<w:rPr><w:b/><w:bCs/></w:rPr>');
  });
});

describe('the paragraph properties of styled text', () => {
  const look = new ParagraphLook('<w:pPr><w:pStyle w:val="BodyText"/><w:keepNext/><w:spacing w:after="0"/><w:ind w:left="100"/><w:jc w:val="both"/><w:rPr><w:b/></w:rPr><w:sectPr><w:pgSz w:w="1"/></w:sectPr></w:pPr>');

  it("keep the tag paragraph's (its section break left out) for body text", () => {
    expect(look.properties({ style: undefined, keepOwn: true, indent: 0, align: undefined, rule: false })).toBe(
      '<w:pPr><w:pStyle w:val="BodyText"/><w:keepNext/><w:spacing w:after="0"/><w:ind w:left="100"/><w:jc w:val="both"/><w:rPr><w:b/></w:rPr></w:pPr>',
    );
  });

  it('replace style, indentation and alignment in their places, and add a rule', () => {
    expect(look.properties({ style: 'Quote', keepOwn: true, indent: 1440, align: 'center', rule: true })).toBe(
      '<w:pPr><w:pStyle w:val="Quote"/><w:keepNext/><w:pBdr><w:bottom w:val="single" w:sz="6" w:space="1" w:color="auto"/></w:pBdr><w:spacing w:after="0"/><w:ind w:left="1440"/><w:jc w:val="center"/><w:rPr><w:b/></w:rPr></w:pPr>',
    );
  });

  it("take nothing of the tag paragraph's for headings and quotes", () => {
    expect(look.properties({ style: 'Heading2', keepOwn: false, indent: 0, align: undefined, rule: false })).toBe('<w:pPr><w:pStyle w:val="Heading2"/></w:pPr>');
  });
});
