import { analyseTemplate } from '../../src/analyse/analyse-template';
import { openDocx } from '../../src/package/open-docx';
import type { DocxPackage } from '../../src/package/docx-package';
import { renderTemplate } from '../../src/render/render-template';
import { assertUniqueIds } from '../support/assert-unique-ids';
import { minimalDocx, type MinimalDocxExtras } from '@quire/testing/docx/minimal-docx';
import { dataUri, gifPicture, jpegPicture, pngPicture, templatePicture, wordPictureRun } from '../support/pictures';
import { compiled, renderBody, type Rendered } from './support/render-docx';
import { splitParagraph, wordParagraph, wordRun, wordTable } from './support/word-like';

/** A drawing of the output as read back: its id, relationship, size and alternative text. */
interface Drawing {
  readonly id: string;
  readonly embed: string;
  readonly cx: number;
  readonly cy: number;
  readonly descr: string | undefined;
}

const drawingsOf = (xml: string): Drawing[] =>
  Array.from(xml.matchAll(/<w:drawing>([\s\S]*?)<\/w:drawing>/g), ([, inner = '']) => ({
    id: /<wp:docPr\b[^>]*?\sid="(\d+)"/.exec(inner)?.[1] ?? '',
    embed: /<a:blip\b[^>]*?\sr:embed="([^"]*)"/.exec(inner)?.[1] ?? '',
    cx: Number(/<wp:extent cx="(\d+)"/.exec(inner)?.[1]),
    cy: Number(/<wp:extent cx="\d+" cy="(\d+)"/.exec(inner)?.[1]),
    descr: /<wp:docPr\b[^>]*?\sdescr="([^"]*)"/.exec(inner)?.[1],
  }));

const packageOf = (rendered: Rendered): DocxPackage => {
  const opened = openDocx(rendered.bytes);
  if (!opened.ok) throw new Error(opened.error.code);
  return opened.value;
};

/** The media part a part's relationship points at. */
const mediaOf = (pkg: DocxPackage, part: string, id: string): string | undefined => pkg.relationships(part).find((relationship) => relationship.id === id)?.targetPart;

const mediaParts = (pkg: DocxPackage): string[] => pkg.names.filter((name) => name.startsWith('word/media/'));

const CM = 360_000;
const logo = pngPicture(120, 60, { dpi: 96 });
const LOGO = dataUri(logo, 'image/png');
const photo = jpegPicture(400, 300, { dpi: 100 });
const PHOTO = { base64: photo.toString('base64'), contentType: 'image/jpeg', altText: 'Photo of "the team" & friends' };

const render = (body: string, data: Record<string, unknown>, extras: MinimalDocxExtras = {}, options = {}): Rendered => {
  const rendered = renderBody(body, data, options, extras);
  assertUniqueIds(rendered.bytes);
  return rendered;
};

describe('pictures from data', () => {
  describe('when a tag with the image filter sits inside text', () => {
    const body = wordParagraph(wordRun('Signed: ') + wordRun('{{signature | image: "4cm"}}', { bold: true }) + wordRun(' on the day.'));

    it('places an inline picture in the tag’s run, between the text around it', () => {
      const rendered = render(body, { signature: LOGO });
      const xml = rendered.part('word/document.xml');
      expect(rendered.texts).toEqual(['Signed:  on the day.']);
      expect(xml).toMatch(/<w:r [^>]*><w:rPr><w:b\/><w:bCs\/><w:lang w:val="en-US"\/><\/w:rPr><w:t xml:space="preserve"><\/w:t><w:drawing><wp:inline /);
      const [drawing] = drawingsOf(xml);
      expect(drawing).toMatchObject({ cx: 4 * CM, cy: 2 * CM });
      expect(mediaOf(packageOf(rendered), 'word/document.xml', drawing?.embed ?? '')).toMatch(/^word\/media\/picture1\.png$/);
    });

    it('stores the picture with its content type, and declares nothing twice', () => {
      const pkg = packageOf(render(body, { signature: LOGO }));
      expect(pkg.contentTypeOf('word/media/picture1.png')).toBe('image/png');
      expect(Buffer.from(pkg.bytes('word/media/picture1.png')).equals(logo)).toBe(true);
    });
  });

  describe('when Word split the tag over runs with proofing marks and bookmarks', () => {
    it('places the picture in the run of the tag’s first character, the text around kept', () => {
      const rendered = render(splitParagraph('Logo {{logo | image: "3cm"}} here', 3), { logo: LOGO });
      expect(rendered.texts).toEqual(['Logo  here']);
      const xml = rendered.part('word/document.xml');
      expect(drawingsOf(xml)).toEqual([expect.objectContaining({ cx: 3 * CM, cy: 1.5 * CM })]);
      // The piece holding "{{" is the italic run "o {": the picture goes there, after its "o ".
      expect(xml).toMatch(/<w:i\/><w:iCs\/><w:lang w:val="en-US"\/><\/w:rPr><w:t xml:space="preserve">o <\/w:t><w:drawing>/);
      expect(xml).not.toContain('{{');
    });
  });

  describe('when a table row repeats', () => {
    it('places each item’s picture in its own row, within the cell', () => {
      const table = wordTable([
        [wordParagraph(wordRun('Name')), wordParagraph(wordRun('Photo'))],
        [wordParagraph(wordRun('{{#each people}}{{name}}')), wordParagraph(wordRun('{{photo | image}}{{/each}}'))],
      ]);
      const rendered = render(table, { people: [{ name: 'Ann', photo: dataUri(pngPicture(1200, 300), 'image/png') }, { name: 'Bob', photo: dataUri(pngPicture(120, 60), 'image/png') }] });
      expect(rendered.texts).toEqual(['Name', 'Photo', 'Ann', '', 'Bob', '']);
      expect(drawingsOf(rendered.part('word/document.xml'))).toEqual([
        expect.objectContaining({ cx: (3000 - 216) * 635 }),
        expect.objectContaining({ cx: 120 * 9525, cy: 60 * 9525 }),
      ]);
    });
  });

  describe('when the tag is alone in its paragraph', () => {
    it('places a block picture of its own size (pixels at its resolution)', () => {
      const [drawing] = drawingsOf(render(wordParagraph(wordRun('{{photo | image}}')), { photo: PHOTO }).part('word/document.xml'));
      expect(drawing).toMatchObject({ cx: 4 * 914_400, cy: 3 * 914_400, descr: 'Photo of &quot;the team&quot; &amp; friends' });
    });

    it('never makes it wider than the text column', () => {
      const wide = dataUri(pngPicture(1200, 300, { dpi: 96 }), 'image/png');
      // US Letter less one-inch margins: 6.5 inches across.
      const [drawing] = drawingsOf(render(wordParagraph(wordRun('{{banner | image}}')), { banner: wide }).part('word/document.xml'));
      expect(drawing).toMatchObject({ cx: 6.5 * 914_400, cy: 6.5 * 914_400 * 0.25 });
    });

    it('shares the column between the section’s columns', () => {
      const wide = dataUri(pngPicture(1200, 300, { dpi: 96 }), 'image/png');
      const rendered = render(wordParagraph(wordRun('{{banner | image}}')), { banner: wide }, { sectionPropertiesXml: '<w:cols w:num="2" w:space="720"/>' });
      expect(drawingsOf(rendered.part('word/document.xml'))[0]?.cx).toBe(((9360 - 720) / 2) * 635);
    });
  });

  describe('when sizes are given', () => {
    const sized = (filter: string): Drawing | undefined => drawingsOf(render(wordParagraph(wordRun(`{{logo | ${filter}}}`)), { logo: LOGO }).part('word/document.xml'))[0];

    it('keeps the aspect ratio from one size, the width', () => {
      expect(sized('image: "6cm"')).toMatchObject({ cx: 6 * CM, cy: 3 * CM });
    });

    it('keeps the aspect ratio from the height alone', () => {
      expect(sized('image: "auto", "1in"')).toMatchObject({ cx: 2 * 914_400, cy: 914_400 });
    });

    it('takes both sizes as given', () => {
      expect(sized('image: "6cm", "4cm"')).toMatchObject({ cx: 6 * CM, cy: 4 * CM });
    });

    it('takes a share of the column', () => {
      expect(sized('image: "50%"')).toMatchObject({ cx: 3.25 * 914_400, cy: 1.625 * 914_400 });
    });

    it('refuses a size it cannot read when the template is compiled', () => {
      const template = compiled(minimalDocx(wordParagraph(wordRun('{{logo | image: "6 furlongs"}}'))));
      expect(template.diagnostics).toEqual([expect.objectContaining({ severity: 'error', code: 'bad_filter_arguments', message: expect.stringMatching(/"6 furlongs" is not a size/) })]);
    });
  });

  describe('when the picture is in a table cell', () => {
    it('is never wider than the cell', () => {
      const wide = dataUri(pngPicture(1200, 300, { dpi: 96 }), 'image/png');
      const rendered = render(wordTable([[wordParagraph(wordRun('{{banner | image}}')), wordParagraph(wordRun('Text'))]]), { banner: wide });
      // A 3000-twip cell less Word's default margins (108 twips each side).
      expect(drawingsOf(rendered.part('word/document.xml'))[0]).toMatchObject({ cx: (3000 - 216) * 635 });
    });
  });

  describe('when the same picture is placed several times', () => {
    it('stores it once and relates each part to it once, with a drawing id of its own each time', () => {
      const body = wordParagraph(wordRun('{{a | image: "1cm"}} and {{b | image: "2cm"}}')) + wordParagraph(wordRun('{{c | image}}'));
      const rendered = render(body, { a: LOGO, b: { base64: logo.toString('base64'), contentType: 'image/png' }, c: PHOTO }, { headers: { default: wordParagraph(wordRun('{{a | image: "1cm"}}')) } });
      const pkg = packageOf(rendered);
      const drawings = drawingsOf(rendered.part('word/document.xml'));
      expect(mediaParts(pkg)).toEqual(['word/media/picture1.png', 'word/media/picture2.jpeg']);
      expect(drawings.map((drawing) => drawing.embed)).toEqual([drawings[0]?.embed, drawings[0]?.embed, expect.any(String)]);
      expect(new Set(drawings.map((drawing) => drawing.id)).size).toBe(3);
      const [inHeader] = drawingsOf(rendered.part('word/header1.xml'));
      expect(mediaOf(pkg, 'word/header1.xml', inHeader?.embed ?? '')).toBe('word/media/picture1.png');
    });
  });

  describe('when pictures sit in a repeat, a header and a footer', () => {
    it('places one per item, each with its own drawing id, and the header’s and footer’s in their own parts', () => {
      const people = [
        { name: 'Ann', photo: LOGO },
        { name: 'Bob', photo: dataUri(gifPicture(30, 30), 'image/gif') },
        { name: 'Cy', photo: LOGO },
      ];
      const body = wordParagraph(wordRun('{{#each people}}')) + wordParagraph(wordRun('{{name}}: {{photo | image: "1cm"}}')) + wordParagraph(wordRun('{{/each}}'));
      const rendered = render(body, { people, logo: LOGO }, { headers: { default: wordParagraph(wordRun('{{logo | image: "2cm"}}')) }, footers: { default: wordParagraph(wordRun('Page footer {{logo | image: "1cm"}}')) } });
      const pkg = packageOf(rendered);
      expect(rendered.texts).toEqual(['Ann: ', 'Bob: ', 'Cy: ']);
      const body_ = drawingsOf(rendered.part('word/document.xml'));
      expect(body_).toHaveLength(3);
      expect(mediaParts(pkg)).toEqual(['word/media/picture1.png', 'word/media/picture2.gif']);
      expect(drawingsOf(rendered.part('word/header1.xml'))).toEqual([expect.objectContaining({ cx: 2 * CM })]);
      expect(drawingsOf(rendered.part('word/footer1.xml'))).toEqual([expect.objectContaining({ cx: CM })]);
      expect(pkg.relationships('word/footer1.xml')).toEqual([expect.objectContaining({ targetPart: 'word/media/picture1.png' })]);
    });

    it('declares on a part’s root what the drawing uses when the part does not', () => {
      const rendered = render(wordParagraph(wordRun('x')), { logo: LOGO }, { headers: { default: wordParagraph(wordRun('{{logo | image: "2cm"}}')) } });
      const header = rendered.part('word/header1.xml');
      expect(header).toMatch(/^<\?xml[^>]*>\s*<w:hdr [^>]*xmlns:wp="http:\/\/schemas\.openxmlformats\.org\/drawingml\/2006\/wordprocessingDrawing"/);
    });
  });

  describe('when the value gives no picture', () => {
    const body = wordParagraph(wordRun('Logo: {{logo | image}}.'));

    it.each([
      ['a web address, never fetched', 'https://example.com/logo.png', 'picture_url'],
      ['plain text', 'Acme', 'not_a_picture'],
      ['the bytes of another format', dataUri(Buffer.from('%PDF-1.7 ...'), 'image/png'), 'not_a_picture'],
      ['a group of fields without base64', { contentType: 'image/png' }, 'not_a_picture'],
    ])('leaves it out for %s, with a warning naming the field', (_what, logoValue, code) => {
      const rendered = render(body, { logo: logoValue });
      expect(rendered.texts).toEqual(['Logo: .']);
      expect(drawingsOf(rendered.part('word/document.xml'))).toEqual([]);
      expect(mediaParts(packageOf(rendered))).toEqual([]);
      expect(rendered.warnings).toEqual([expect.objectContaining({ code, name: 'logo', message: expect.stringMatching(/^The picture "logo" was left out: /) })]);
    });

    it('writes no base64 for a picture alias named without the image filter, and says to add it', () => {
      const vocabulary = { aliases: [{ name: 'logo', type: 'picture' as const, synonyms: [] }], rules: [] };
      const rendered = render(wordParagraph(wordRun('Logo: {{logo}}.')), { logo: LOGO }, {}, { vocabulary });
      expect(rendered.texts).toEqual(['Logo: .']);
      expect(rendered.warnings).toEqual([expect.objectContaining({ code: 'picture_misplaced', name: 'logo', message: expect.stringMatching(/write \{\{logo \| image\}\}/) })]);
      expect(drawingsOf(render(wordParagraph(wordRun('Logo: {{logo | image}}.')), { logo: LOGO }, {}, { vocabulary }).part('word/document.xml'))).toHaveLength(1);
      const analysis = analyseTemplate(compiled(minimalDocx(wordParagraph(wordRun('Logo: {{logo}} and {{logo | image: "2cm"}}.')))), vocabulary);
      expect(analysis.diagnostics).toEqual([expect.objectContaining({ code: 'picture_without_image', message: '"logo" is a picture alias: write {{logo | image}} to place it (as written it places nothing).' })]);
    });

    it('follows the missing option when there is no value', () => {
      expect(render(body, {}).warnings).toEqual([expect.objectContaining({ code: 'missing_value', name: 'logo' })]);
      expect(render(body, {}, {}, { missing: 'highlight' }).texts).toEqual(['Logo: [logo].']);
      expect(render(body, {}, {}, { missing: 'keep' }).texts).toEqual(['Logo: {{logo | image}}.']);
    });

    it('says what to do when a text filter follows the image filter', () => {
      const result = renderTemplate(compiled(minimalDocx(wordParagraph(wordRun('{{logo | image | upper}}')))), { logo: LOGO });
      expect(result).toMatchObject({ ok: false, error: { code: 'filter_failed', message: expect.stringMatching(/put "image" last among the filters/) } });
    });
  });

  describe('when a picture passes a limit', () => {
    const body = wordParagraph(wordRun('{{a | image}}{{b | image}}'));

    it('leaves out a picture over the byte or pixel limit, with a warning', () => {
      const tooMany = render(body, { a: LOGO, b: PHOTO }, {}, { maxPicturePixels: 100_000 });
      expect(tooMany.warnings).toEqual([expect.objectContaining({ code: 'picture_too_large', name: 'b', message: expect.stringMatching(/400 × 300 pixels/) })]);
      expect(drawingsOf(tooMany.part('word/document.xml'))).toHaveLength(1);
      const tooBig = render(body, { a: LOGO }, {}, { maxPictureBytes: 64 });
      expect(tooBig.warnings).toEqual(expect.arrayContaining([expect.objectContaining({ code: 'picture_too_large', name: 'a', message: expect.stringMatching(/over the limit of 64 bytes a picture/) })]));
      expect(drawingsOf(tooBig.part('word/document.xml'))).toEqual([]);
    });

    it('leaves out the picture that would take the document’s pictures past their limit, but not one already stored', () => {
      const rendered = render(body + wordParagraph(wordRun('{{c | image}}')), { a: LOGO, b: PHOTO, c: LOGO }, {}, { maxDocumentPictureBytes: logo.length + 10 });
      expect(drawingsOf(rendered.part('word/document.xml'))).toHaveLength(2);
      expect(rendered.warnings).toEqual([expect.objectContaining({ code: 'picture_too_large', name: 'b', message: expect.stringMatching(/the document's pictures would come to more than/) })]);
    });

    it('leaves out a picture past the number of different pictures a document may hold, but places one already stored again', () => {
      const rendered = render(body + wordParagraph(wordRun('{{c | image}}')), { a: LOGO, b: PHOTO, c: LOGO }, {}, { maxDocumentPictures: 1 });
      expect(drawingsOf(rendered.part('word/document.xml'))).toHaveLength(2);
      expect(mediaParts(packageOf(rendered))).toHaveLength(1);
      expect(rendered.warnings).toEqual([expect.objectContaining({ code: 'too_many_pictures', name: 'b', message: expect.stringMatching(/holds 1 different pictures already/) })]);
    });
  });

  describe('when the image filter is used in the document title', () => {
    it('places nothing there, with a warning', () => {
      const rendered = render(wordParagraph(wordRun('x')), { logo: LOGO }, { title: 'Report {{logo | image}}' });
      expect(rendered.part('docProps/core.xml')).toContain('<dc:title>Report </dc:title>');
      expect(rendered.warnings).toEqual([expect.objectContaining({ code: 'picture_misplaced', name: 'logo' })]);
    });
  });
});

describe('placeholder pictures', () => {
  const FRAME = { cx: 2 * 914_400, cy: 2 * 914_400 };
  const extras = templatePicture('rIdT1');
  const placeholder = (altText = '{{logo}}', more: Partial<Parameters<typeof wordPictureRun>[0]> = {}): string =>
    wordParagraph(wordRun('Logo: ') + wordPictureRun({ id: 7, altText, ...FRAME, embed: 'rIdT1', ...more }) + wordRun(' end'));

  describe('when the template holds a picture whose alternative text is {{name}}', () => {
    it('replaces the picture, fitted to the frame with its aspect kept, the alternative text its own', () => {
      const rendered = render(placeholder(), { logo: PHOTO }, extras);
      const xml = rendered.part('word/document.xml');
      const [drawing] = drawingsOf(xml);
      // 400 × 300 pixels in a 2-inch square: 2 inches across, 1.5 down.
      expect(drawing).toMatchObject({ id: '7', cx: 2 * 914_400, cy: 1.5 * 914_400, descr: 'Photo of &quot;the team&quot; &amp; friends' });
      expect(xml).toContain(`<a:ext cx="${2 * 914_400}" cy="${1.5 * 914_400}"/>`);
      expect(mediaOf(packageOf(rendered), 'word/document.xml', drawing?.embed ?? '')).toBe('word/media/picture1.jpeg');
      expect(xml).not.toContain('{{');
      expect(rendered.texts).toEqual(['Logo:  end']);
    });

    it('drops the placeholder’s crop and its SVG version, which would show instead', () => {
      const xml = render(placeholder('{{logo}}', { svgEmbed: 'rIdT1' }), { logo: LOGO }, extras).part('word/document.xml');
      expect(xml).not.toContain('svgBlip');
      expect(xml).not.toContain('a:srcRect');
      expect(xml).toContain('<a:stretch><a:fillRect/></a:stretch>');
    });

    it('reads the title too, and {{name | image}}', () => {
      expect(drawingsOf(render(placeholder('{{ logo | image }}'), { logo: LOGO }, extras).part('word/document.xml'))[0]?.embed).not.toBe('rIdT1');
    });

    it('keeps an anchored frame’s wrapping, and its centre where it was', () => {
      const xml = render(placeholder('{{logo}}', { anchored: { offsetH: 1_000_000, offsetV: 200_000 } }), { logo: LOGO }, extras).part('word/document.xml');
      // 120 × 60 pixels in a 2-inch square: 2 inches by 1, moved down half an inch to stay centred.
      expect(xml).toContain('<wp:positionH relativeFrom="column"><wp:posOffset>1000000</wp:posOffset></wp:positionH>');
      expect(xml).toContain(`<wp:positionV relativeFrom="paragraph"><wp:posOffset>${200_000 + 457_200}</wp:posOffset></wp:positionV>`);
      expect(xml).toContain('<wp:wrapSquare wrapText="bothSides"/>');
      expect(drawingsOf(xml)[0]).toMatchObject({ cx: 2 * 914_400, cy: 914_400 });
    });

    it('removes the placeholder when there is no value, and keeps it under missing: keep', () => {
      const blank = render(placeholder(), {}, extras);
      expect(drawingsOf(blank.part('word/document.xml'))).toEqual([]);
      expect(blank.warnings).toEqual([expect.objectContaining({ code: 'missing_value', name: 'logo' })]);
      const kept = render(placeholder(), {}, extras, { missing: 'keep' });
      expect(drawingsOf(kept.part('word/document.xml'))).toEqual([expect.objectContaining({ embed: 'rIdT1', descr: '{{logo}}' })]);
    });

    it('removes the placeholder when the value is no picture, with a warning', () => {
      const rendered = render(placeholder(), { logo: 'https://example.com/logo.png' }, extras);
      expect(drawingsOf(rendered.part('word/document.xml'))).toEqual([]);
      expect(rendered.warnings).toEqual([expect.objectContaining({ code: 'picture_url', name: 'logo' })]);
    });

    it('leaves a picture with other alternative text alone', () => {
      const rendered = render(placeholder('Our logo, {{ not a tag'), { logo: LOGO }, extras);
      expect(drawingsOf(rendered.part('word/document.xml'))).toEqual([expect.objectContaining({ embed: 'rIdT1' })]);
    });

    it('is a field of the analysis, with the image filter', () => {
      const analysis = analyseTemplate(compiled(minimalDocx(placeholder(), extras)));
      expect(analysis.fields).toEqual([expect.objectContaining({ name: 'logo' })]);
    });
  });

  describe('when the placeholder is a picture content control (Developer › Picture Content Control)', () => {
    /** A picture control as Word writes one: its placeholder picture (no alternative text) showing, tagged and titled. */
    const pictureControl = (tag: string | undefined, title: string | undefined, level: 'inline' | 'block'): string => {
      const properties =
        `<w:sdtPr>${title === undefined ? '' : `<w:alias w:val="${title}"/>`}${tag === undefined ? '' : `<w:tag w:val="${tag}"/>`}` +
        '<w:id w:val="-1481686517"/><w:showingPlcHdr/><w:picture/></w:sdtPr>';
      const picture = wordPictureRun({ id: 7, altText: '', ...FRAME, embed: 'rIdT1' });
      return level === 'inline'
        ? wordParagraph(`${wordRun('Logo: ')}<w:sdt>${properties}<w:sdtContent>${picture}</w:sdtContent></w:sdt>${wordRun(' end')}`)
        : `<w:sdt>${properties}<w:sdtContent>${wordParagraph(picture)}</w:sdtContent></w:sdt>`;
    };

    it.each([
      ['tagged logo, inline', pictureControl('logo', 'Company logo', 'inline')],
      ['tagged {{logo}}, inline', pictureControl('{{logo}}', undefined, 'inline')],
      ['titled logo (no tag), around its paragraph', pictureControl(undefined, 'logo', 'block')],
    ])('replaces its picture, fitted to the frame, and removes the control (%s)', (_what, body) => {
      const rendered = render(body, { logo: PHOTO }, extras);
      const xml = rendered.part('word/document.xml');
      expect(drawingsOf(xml)).toEqual([expect.objectContaining({ id: '7', cx: 2 * 914_400, cy: 1.5 * 914_400, descr: 'Photo of &quot;the team&quot; &amp; friends' })]);
      expect(mediaOf(packageOf(rendered), 'word/document.xml', drawingsOf(xml)[0]?.embed ?? '')).toBe('word/media/picture1.jpeg');
      expect(xml).not.toContain('<w:sdt>');
      expect(rendered.warnings).toEqual([]);
      assertUniqueIds(rendered.bytes);
    });

    it('keeps the control, no longer showing its placeholder, with keepContentControls', () => {
      const xml = render(pictureControl('logo', 'Company logo', 'inline'), { logo: LOGO }, extras, { keepContentControls: true }).part('word/document.xml');
      expect(xml).toContain('<w:tag w:val="logo"/>');
      expect(xml).toContain('<w:picture/>');
      expect(xml).not.toContain('showingPlcHdr');
      expect(drawingsOf(xml)[0]?.embed).not.toBe('rIdT1');
    });

    it('is a field of the analysis with the image filter, not an ignored marker', () => {
      const analysis = analyseTemplate(compiled(minimalDocx(pictureControl('logo', undefined, 'inline'), extras)));
      expect(analysis.fields).toEqual([expect.objectContaining({ name: 'logo' })]);
      expect(analysis.diagnostics).toEqual([]);
    });

    it('follows the missing option, and leaves a control that names no picture as it is, saying why', () => {
      expect(drawingsOf(render(pictureControl('logo', undefined, 'inline'), {}, extras).part('word/document.xml'))).toEqual([]);
      expect(drawingsOf(render(pictureControl('logo', undefined, 'inline'), {}, extras, { missing: 'keep' }).part('word/document.xml'))).toEqual([expect.objectContaining({ embed: 'rIdT1' })]);
      const unnamed = pictureControl('#if x', undefined, 'inline');
      expect(analyseTemplate(compiled(minimalDocx(unnamed, extras))).diagnostics).toEqual([
        expect.objectContaining({ code: 'ignored_marker', message: expect.stringMatching(/is a picture control, and "#if x" names no picture/) }),
      ]);
      expect(drawingsOf(render(unnamed, { logo: LOGO }, extras).part('word/document.xml'))).toEqual([expect.objectContaining({ embed: 'rIdT1' })]);
    });
  });

  describe('when the placeholder is inside a repeat', () => {
    it('fills each copy from its item, each with a drawing id of its own', () => {
      const body = wordParagraph(wordRun('{{#each people}}')) + placeholder('{{photo}}') + wordParagraph(wordRun('{{/each}}'));
      const rendered = render(body, { people: [{ photo: LOGO }, { photo: PHOTO }, {}] }, extras);
      const drawings = drawingsOf(rendered.part('word/document.xml'));
      expect(drawings).toHaveLength(2);
      expect(drawings.map((drawing) => drawing.id)).toEqual(['7', expect.not.stringMatching(/^7$/)]);
      expect(rendered.texts).toEqual(['Logo:  end', 'Logo:  end', 'Logo:  end']);
      const analysis = analyseTemplate(compiled(minimalDocx(body, extras)), { aliases: [{ name: 'people', type: 'list', synonyms: [], itemFields: ['photo'] }], rules: [] });
      expect(analysis.diagnostics).toEqual([]);
    });
  });

  describe('when the placeholder is in a header', () => {
    it('replaces it there, related from the header', () => {
      const header = wordParagraph(wordPictureRun({ id: 3, altText: '{{logo}}', ...FRAME, embed: 'rIdH1' }));
      const bytes = minimalDocx(wordParagraph(wordRun('Body')), { headers: { default: header }, parts: { 'word/media/h.png': logo, 'word/_rels/header1.xml.rels': headerRelationships } });
      const result = renderTemplate(compiled(bytes), { logo: PHOTO });
      if (!result.ok) throw new Error(result.error.message);
      assertUniqueIds(result.value.bytes);
      const opened = openDocx(result.value.bytes);
      if (!opened.ok) throw new Error(opened.error.code);
      const [drawing] = drawingsOf(opened.value.text('word/header1.xml'));
      expect(mediaOf(opened.value, 'word/header1.xml', drawing?.embed ?? '')).toBe('word/media/picture1.jpeg');
    });
  });
});

const headerRelationships =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rIdH1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/image" Target="media/h.png"/></Relationships>';
