import { assertUniqueIds } from '../support/assert-unique-ids';
import { minimalDocx } from '@quire/testing/docx/minimal-docx';
import { dataUri, jpegPicture, pngPicture, templatePicture, wordPictureRun } from '../support/pictures';
import { paragraphXml, runXml } from '@quire/testing/docx/wordml';
import { pictureXml, PIXEL_PNG, templateDocx } from './support/composition-docs';
import { renderWithSnippets } from './support/render-with-snippets';

const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const LOGO = dataUri(pngPicture(20, 10), 'image/png');
const PHOTO = dataUri(jpegPicture(30, 30), 'image/jpeg');

/** Every picture relationship an output part's drawings use, as the media part it points at. */
const picturesOf = (rendered: ReturnType<typeof renderWithSnippets>, part: string): (string | undefined)[] =>
  Array.from(rendered.part(part).matchAll(/<a:blip\b[^>]*?\sr:embed="([^"]*)"/g), ([, id]) => rendered.pkg.relationships(part).find((relationship) => relationship.id === id)?.targetPart);

describe('pictures in snippets', () => {
  /**
   * A snippet whose own picture's relationship is `rIdC1`, the id the render's first added
   * relationship takes: a picture from data must not be mistaken for it.
   */
  const snippet = minimalDocx(
    paragraphXml(runXml('Signed: {{signature | image: "2cm"}}')) +
      paragraphXml(pictureXml('rIdC1', 1, 'Seal')) +
      paragraphXml(wordPictureRun({ id: 2, altText: '{{stamp}}', cx: 914_400, cy: 914_400, embed: 'rIdC1' })),
    { parts: { 'word/media/seal.png': PIXEL_PNG }, documentRelationships: [{ id: 'rIdC1', type: `${REL}/image`, target: 'media/seal.png' }] },
  );

  describe('when a snippet places pictures from data beside its own picture', () => {
    it('relates each to its own media from the part the snippet goes into', () => {
      const rendered = renderWithSnippets(templateDocx(paragraphXml('{{> Signature}}') + paragraphXml('{{> Signature}}')), { signature: LOGO, stamp: PHOTO }, { Signature: snippet });
      assertUniqueIds(rendered.bytes);
      const pictures = picturesOf(rendered, 'word/document.xml');
      // The template's logo, then twice: the signature, the snippet's seal, the stamp.
      expect(pictures).toEqual([
        'word/media/image1.png',
        'word/media/picture1.png',
        expect.stringMatching(/^word\/media\/seal/),
        'word/media/picture2.jpeg',
        'word/media/picture1.png',
        expect.stringMatching(/^word\/media\/seal/),
        'word/media/picture2.jpeg',
      ]);
      expect(rendered.pkg.names.filter((name) => name.startsWith('word/media/'))).toHaveLength(4);
    });
  });

  describe('when the template places a picture too', () => {
    it('stores a picture used by both once', () => {
      const template = templateDocx(paragraphXml('{{signature | image: "1cm"}}') + paragraphXml('{{> Signature}}'));
      const rendered = renderWithSnippets(template, { signature: LOGO, stamp: LOGO }, { Signature: snippet });
      assertUniqueIds(rendered.bytes);
      expect(picturesOf(rendered, 'word/document.xml').filter((part) => part === 'word/media/picture1.png')).toHaveLength(3);
    });
  });

  it('leaves a template placeholder and a snippet apart', () => {
    const extras = templatePicture('rIdT1');
    const template = minimalDocx(paragraphXml(wordPictureRun({ id: 5, altText: '{{stamp}}', cx: 914_400, cy: 914_400, embed: 'rIdT1' })) + paragraphXml('{{> Signature}}'), extras);
    const rendered = renderWithSnippets(template, { signature: LOGO, stamp: PHOTO }, { Signature: snippet });
    assertUniqueIds(rendered.bytes);
    expect(picturesOf(rendered, 'word/document.xml')).toEqual(['word/media/picture1.jpeg', 'word/media/picture2.png', expect.stringMatching(/^word\/media\/seal/), 'word/media/picture1.jpeg']);
  });
});
