import { minimalDocx } from '@quire/testing/docx/minimal-docx';
import { renderBytes } from './support/render-docx';
import { wordParagraph, wordRun } from './support/word-like';

const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const image = (attributes: string): string =>
  `<w:r><w:drawing><wp:inline><wp:extent cx="10" cy="10"/><wp:docPr id="1" name="Picture 1"/><a:graphic><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/picture"><pic:pic><pic:nvPicPr><pic:cNvPr id="0" name="x.png"/><pic:cNvPicPr/></pic:nvPicPr><pic:blipFill><a:blip ${attributes}/><a:stretch><a:fillRect/></a:stretch></pic:blipFill><pic:spPr/></pic:pic></a:graphicData></a:graphic></wp:inline></w:drawing></w:r>`;

describe('rendering a template with external relationships', () => {
  describe('when an image is linked from outside, the settings name an attached template, and a hyperlink points outside', () => {
    const bytes = minimalDocx(
      wordParagraph(wordRun('Plain text, no tags') + image('r:link="rIdLinked"')) +
        wordParagraph(image('r:embed="rIdEmbedded" r:link="rIdLinked2"')) +
        wordParagraph(`<w:hyperlink r:id="rIdWeb">${wordRun('site')}</w:hyperlink>`),
      {
        documentRelationships: [
          { id: 'rIdLinked', type: `${REL}/image`, target: 'file://server/share/logo.png', external: true },
          { id: 'rIdLinked2', type: `${REL}/image`, target: 'http://intranet/logo2.png', external: true },
          { id: 'rIdEmbedded', type: `${REL}/image`, target: 'media/image1.png' },
          { id: 'rIdWeb', type: `${REL}/hyperlink`, target: 'https://example.com', external: true },
        ],
        parts: {
          'word/settings.xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:settings xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="${REL}"><w:attachedTemplate r:id="rIdT"/><w:defaultTabStop w:val="720"/></w:settings>`,
          'word/media/image1.png': new Uint8Array([137, 80, 78, 71]), 'word/_rels/settings.xml.rels': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rIdT" Type="${REL}/attachedTemplate" Target="file:///C:/Templates/Firm.dotm" TargetMode="External"/></Relationships>` },
      },
    );
    const rendered = renderBytes(bytes, {});

    it('drops the relationships and the elements that use them, keeping the hyperlink and embedded copy', () => {
      const documentRels = rendered.part('word/_rels/document.xml.rels');
      expect(documentRels).not.toContain('rIdLinked');
      expect(documentRels).toContain('rIdWeb');
      const xml = rendered.part('word/document.xml');
      expect(xml).not.toContain('r:link');
      expect(xml).toContain('<a:blip r:embed="rIdEmbedded"/>');
      expect(xml).toContain('<w:hyperlink r:id="rIdWeb">');
      expect(rendered.part('word/_rels/settings.xml.rels')).not.toContain('Firm.dotm');
      expect(rendered.part('word/settings.xml')).not.toContain('attachedTemplate');
      expect(rendered.part('word/settings.xml')).toContain('<w:defaultTabStop w:val="720"/>');
      expect(rendered.texts).toEqual(['Plain text, no tags', '', 'site']);
    });
  });
});
