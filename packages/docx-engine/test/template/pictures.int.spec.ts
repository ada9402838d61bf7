import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { assertUniqueIds } from '../support/assert-unique-ids';
import { minimalDocx } from '@quire/testing/docx/minimal-docx';
import { dataUri, gifPicture, jpegPicture, pngPicture, templatePicture, wordPictureRun } from '../support/pictures';
import { readDocx, runPythonOnDocx } from '../support/python-docx';
import { renderBytes } from './support/render-docx';
import { wordParagraph, wordRun, wordTable } from './support/word-like';

jest.setTimeout(240_000);

/** A picture as python-docx reads it: its frame, and the image its relationship leads to. */
interface PictureSeen {
  readonly part: string;
  readonly frame: 'inline' | 'anchor';
  readonly cx: number;
  readonly cy: number;
  readonly contentType: string;
  readonly pixels: readonly [number, number];
  readonly descr: string;
}

const SCRIPT = String.raw`
import io, json, sys
from docx import Document
WP = 'http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing'
A = 'http://schemas.openxmlformats.org/drawingml/2006/main'
R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships'
doc = Document(io.BytesIO(sys.stdin.buffer.read()))
seen = []
for part in doc.part.package.iter_parts():
    element = getattr(part, 'element', None)
    if element is None: continue
    for frame in element.iter('{%s}inline' % WP, '{%s}anchor' % WP):
        extent = frame.find('{%s}extent' % WP)
        blip = next(frame.iter('{%s}blip' % A))
        image = part.related_parts[blip.get('{%s}embed' % R)].image
        seen.append({'part': str(part.partname).lstrip('/'), 'frame': frame.tag.split('}')[1], 'cx': int(extent.get('cx')), 'cy': int(extent.get('cy')),
                     'contentType': image.content_type, 'pixels': [image.px_width, image.px_height], 'descr': frame.find('{%s}docPr' % WP).get('descr') or ''})
print(json.dumps(seen))
`;

/** Every picture of a .docx as python-docx reads it (which fails on a relationship that leads nowhere). */
const picturesSeen = (bytes: Uint8Array): Promise<PictureSeen[]> =>
  runPythonOnDocx<PictureSeen[]>(SCRIPT, bytes);

const run = (command: string, args: readonly string[]): Promise<string> =>
  new Promise((resolve, reject) => {
    execFile(command, args, { timeout: 180_000 }, (error, stdout, stderr) => (error === null ? resolve(stdout) : reject(new Error(`${command}: ${error.message} ${stderr}`))));
  });

/** The pictures LibreOffice puts in the PDF it makes of a .docx (`pdfimages -list`): each one's pixel size, and the PDF's text. */
const printedPictures = async (bytes: Uint8Array): Promise<{ readonly pixels: string[]; readonly text: string }> => {
  const directory = mkdtempSync(path.join(tmpdir(), 'quire-pictures-'));
  try {
    writeFileSync(path.join(directory, 'document.docx'), bytes);
    await run('soffice', [`-env:UserInstallation=file://${path.join(directory, 'profile')}`, '--headless', '--convert-to', 'pdf', '--outdir', directory, path.join(directory, 'document.docx')]);
    const listing = await run('pdfimages', ['-list', path.join(directory, 'document.pdf')]);
    const pixels = listing
      .split('\n')
      .slice(2)
      .map((line) => line.trim().split(/\s+/))
      .filter((columns) => columns.length > 4)
      .map((columns) => `${columns[3]}x${columns[4]}`);
    return { pixels, text: (await run('pdftotext', [path.join(directory, 'document.pdf'), '-'])).replace(/\s+/g, ' ') };
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
};

describe('pictures, read back by python-docx and printed by LibreOffice', () => {
  const logo = dataUri(pngPicture(120, 60, { dpi: 144 }), 'image/png');
  const photo = { base64: jpegPicture(400, 300, { dpi: 100 }).toString('base64'), contentType: 'image/jpeg', altText: 'The team' };
  const banner = dataUri(pngPicture(1200, 300, { rgb: [20, 160, 60] }), 'image/png');
  const body =
    wordParagraph(wordRun('Logo: ') + wordRun('{{logo | image: "3cm"}}', { bold: true }) + wordRun(' and again {{logo | image: "1cm"}}.')) +
    wordParagraph(wordRun('{{photo | image}}'), '<w:pPr><w:jc w:val="center"/></w:pPr>') +
    wordTable([[wordParagraph(wordRun('{{banner | image}}')), wordParagraph(wordRun('Banner'))]]) +
    wordParagraph(wordRun('{{#each people}}')) +
    wordParagraph(wordRun('{{name}}: {{avatar | image: "1cm"}}')) +
    wordParagraph(wordRun('{{/each}}')) +
    wordParagraph(wordRun('Stamp: ') + wordPictureRun({ id: 20, altText: '{{stamp}}', cx: 914_400, cy: 914_400, embed: 'rIdT1' })) +
    wordParagraph(wordRun('Seal beside this text. ') + wordPictureRun({ id: 21, altText: '{{seal}}', cx: 1_828_800, cy: 914_400, embed: 'rIdT1', anchored: { offsetH: 3_000_000, offsetV: 0 } }));
  const template = minimalDocx(body, { ...templatePicture('rIdT1', pngPicture(10, 10, { rgb: [128, 128, 128] })), headers: { default: wordParagraph(wordRun('Header {{logo | image: "2cm"}}')) } });
  const data = {
    logo,
    photo,
    banner,
    people: [
      { name: 'Ann', avatar: dataUri(gifPicture(30, 30), 'image/gif') },
      { name: 'Bob', avatar: logo },
    ],
    stamp: photo,
    seal: banner,
  };
  const rendered = renderBytes(template, data);

  it('is valid: unique drawing ids, no dangling relationship', () => {
    assertUniqueIds(rendered.bytes);
    expect(rendered.warnings).toEqual([]);
  });

  it('opens in python-docx, which reads every picture with the size and image placed', async () => {
    const seen = await picturesSeen(rendered.bytes);
    const inBody = seen.filter((picture) => picture.part === 'word/document.xml');
    expect(inBody.map(({ frame, cx, cy, contentType, pixels }) => ({ frame, cx, cy, contentType, pixels }))).toEqual([
      { frame: 'inline', cx: 1_080_000, cy: 540_000, contentType: 'image/png', pixels: [120, 60] },
      { frame: 'inline', cx: 360_000, cy: 180_000, contentType: 'image/png', pixels: [120, 60] },
      { frame: 'inline', cx: 4 * 914_400, cy: 3 * 914_400, contentType: 'image/jpeg', pixels: [400, 300] },
      { frame: 'inline', cx: (3000 - 216) * 635, cy: ((3000 - 216) * 635) / 4, contentType: 'image/png', pixels: [1200, 300] },
      { frame: 'inline', cx: 360_000, cy: 360_000, contentType: 'image/gif', pixels: [30, 30] },
      { frame: 'inline', cx: 360_000, cy: 180_000, contentType: 'image/png', pixels: [120, 60] },
      { frame: 'inline', cx: 914_400, cy: 685_800, contentType: 'image/jpeg', pixels: [400, 300] },
      { frame: 'anchor', cx: 1_828_800, cy: 457_200, contentType: 'image/png', pixels: [1200, 300] },
    ]);
    expect(inBody[2]?.descr).toBe('The team');
    expect(seen.filter((picture) => picture.part === 'word/header1.xml')).toEqual([expect.objectContaining({ cx: 720_000, pixels: [120, 60] })]);
    expect((await readDocx(rendered.bytes)).body).toEqual(['Logo:  and again .', '', '', 'Banner', 'Ann: ', 'Bob: ', 'Stamp: ', 'Seal beside this text. ']);
  });

  it('converts with LibreOffice, which prints each picture and none of the placeholders’ own', async () => {
    const { pixels, text } = await printedPictures(rendered.bytes);
    // Eight in the body and the header's; LibreOffice scales down those with more pixels than their printed size needs.
    expect(pixels).toHaveLength(9);
    expect(pixels).not.toContain('10x10');
    expect(pixels.filter((size) => size === '120x60')).toHaveLength(4);
    expect(pixels).toEqual(expect.arrayContaining(['400x300', '30x30']));
    for (const words of ['Header', 'Logo:', 'and again', 'Banner', 'Ann:', 'Bob:', 'Stamp:', 'Seal beside this text.']) expect(text).toContain(words);
  });
});

describe('picture content controls, read back by python-docx and printed by LibreOffice', () => {
  /** A picture control as Word writes one (Developer › Picture Content Control), its placeholder picture showing. */
  const pictureControl = (tag: string, id: number, level: 'inline' | 'block'): string => {
    const properties = `<w:sdtPr><w:alias w:val="${tag}"/><w:tag w:val="${tag}"/><w:id w:val="-${id}1686517"/><w:showingPlcHdr/><w:picture/></w:sdtPr>`;
    const picture = wordPictureRun({ id, altText: '', cx: 1_828_800, cy: 914_400, embed: 'rIdT1' });
    return level === 'inline'
      ? wordParagraph(`${wordRun('Logo: ')}<w:sdt>${properties}<w:sdtContent>${picture}</w:sdtContent></w:sdt>${wordRun(' (ours)')}`)
      : `<w:sdt>${properties}<w:sdtContent>${wordParagraph(picture, '<w:pPr><w:jc w:val="center"/></w:pPr>')}</w:sdtContent></w:sdt>`;
  };
  const template = minimalDocx(pictureControl('logo', 30, 'inline') + pictureControl('{{signature}}', 31, 'block') + wordParagraph(wordRun('Signed.')), templatePicture('rIdT1', pngPicture(10, 10, { rgb: [128, 128, 128] })));
  const rendered = renderBytes(template, {
    logo: dataUri(pngPicture(120, 60, { dpi: 96 }), 'image/png'),
    signature: { base64: jpegPicture(300, 300, { dpi: 100 }).toString('base64'), contentType: 'image/jpeg', altText: 'Signature' },
  });

  it('fills each control\'s picture, fitted to its frame, and opens in python-docx', async () => {
    assertUniqueIds(rendered.bytes);
    expect(rendered.warnings).toEqual([]);
    const seen = await picturesSeen(rendered.bytes);
    expect(seen.map(({ cx, cy, contentType, pixels, descr }) => ({ cx, cy, contentType, pixels, descr }))).toEqual([
      { cx: 1_828_800, cy: 914_400, contentType: 'image/png', pixels: [120, 60], descr: '' },
      { cx: 914_400, cy: 914_400, contentType: 'image/jpeg', pixels: [300, 300], descr: 'Signature' },
    ]);
    expect((await readDocx(rendered.bytes)).body).toEqual(['Logo:  (ours)', '', 'Signed.']);
  });

  it('converts with LibreOffice, which prints the pictures from data and not the placeholders', async () => {
    const { pixels, text } = await printedPictures(rendered.bytes);
    expect(pixels).toHaveLength(2);
    expect(pixels).not.toContain('10x10');
    for (const words of ['Logo:', '(ours)', 'Signed.']) expect(text).toContain(words);
  });
});
