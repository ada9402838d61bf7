import { pngPicture } from '@quire/testing/builders/png-picture';

/*
 * Small real pictures made in the test, in one colour: a PNG (with or without its resolution),
 * a baseline JPEG (grey, JFIF density) and a GIF, each readable by image viewers and LibreOffice.
 */

export { pngPicture };

class BitWriter {
  private readonly bytes: number[] = [];
  private current = 0;
  private count = 0;
  write(value: number, length: number): void {
    for (let bit = length - 1; bit >= 0; bit--) {
      this.current = (this.current << 1) | ((value >> bit) & 1);
      if (++this.count === 8) this.flushByte();
    }
  }
  private flushByte(): void {
    this.bytes.push(this.current);
    if (this.current === 0xff) this.bytes.push(0); // byte stuffing
    this.current = 0;
    this.count = 0;
  }
  finish(): Buffer {
    while (this.count !== 0) this.write(1, 1);
    return Buffer.from(this.bytes);
  }
}

/** The standard luminance DC table: code lengths 1..16 and the categories in order. */
const DC_COUNTS = [0, 1, 5, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0];
const DC_CODES = (() => {
  const codes: { code: number; length: number }[] = [];
  let code = 0;
  for (const [index, count] of DC_COUNTS.entries()) {
    for (let n = 0; n < count; n++) codes.push({ code: code++, length: index + 1 });
    code <<= 1;
  }
  return codes;
})();

const segment = (marker: number, data: Uint8Array): Buffer => {
  const head = Buffer.alloc(4);
  head.writeUInt16BE(0xff00 | marker, 0);
  head.writeUInt16BE(data.length + 2, 2);
  return Buffer.concat([head, data]);
};

/** A grey baseline JPEG of `width` × `height` pixels in one shade, stating `dpi` in its JFIF header. */
export const jpegPicture = (width: number, height: number, options: { readonly dpi?: number; readonly grey?: number } = {}): Buffer => {
  const dpi = options.dpi ?? 96;
  const jfif = Buffer.from([0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 1, dpi >> 8, dpi & 0xff, dpi >> 8, dpi & 0xff, 0, 0]);
  const quantisation = Buffer.concat([Buffer.from([0]), Buffer.alloc(64, 1)]);
  const frame = Buffer.from([8, height >> 8, height & 0xff, width >> 8, width & 0xff, 1, 1, 0x11, 0]);
  const dcTable = Buffer.from([0x00, ...DC_COUNTS, ...Array.from({ length: 12 }, (_value, index) => index)]);
  // An AC table of one code, end-of-block: every block is flat.
  const acTable = Buffer.from([0x10, 1, ...Array.from({ length: 15 }, () => 0), 0x00]);
  const scan = Buffer.from([1, 1, 0x00, 0, 63, 0]);
  const bits = new BitWriter();
  const blocks = Math.ceil(width / 8) * Math.ceil(height / 8);
  const dc = 8 * ((options.grey ?? 90) - 128);
  for (let block = 0; block < blocks; block++) {
    const difference = block === 0 ? dc : 0;
    const magnitude = Math.abs(difference);
    const category = magnitude === 0 ? 0 : Math.floor(Math.log2(magnitude)) + 1;
    const code = DC_CODES[category] ?? { code: 0, length: 2 };
    bits.write(code.code, code.length);
    if (category > 0) bits.write(difference > 0 ? difference : difference + (1 << category) - 1, category);
    bits.write(0, 1); // end of block
  }
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    segment(0xe0, jfif),
    segment(0xdb, quantisation),
    segment(0xc0, frame),
    segment(0xc4, Buffer.concat([dcTable, acTable])),
    segment(0xda, scan),
    bits.finish(),
    Buffer.from([0xff, 0xd9]),
  ]);
};

/** A GIF of `width` × `height` pixels in one colour (LZW codes kept 3 bits wide by clearing the table every two pixels). */
export const gifPicture = (width: number, height: number): Buffer => {
  const screen = Buffer.alloc(7);
  screen.writeUInt16LE(width, 0);
  screen.writeUInt16LE(height, 2);
  screen.set([0x81, 0, 0], 4); // a global table of 4 colours
  const palette = Buffer.from([30, 90, 200, 255, 255, 255, 0, 0, 0, 0, 0, 0]);
  const image = Buffer.alloc(10);
  image[0] = 0x2c;
  image.writeUInt16LE(width, 5);
  image.writeUInt16LE(height, 7);
  const codes: number[] = [];
  for (let pixel = 0; pixel < width * height; pixel++) {
    if (pixel % 2 === 0) codes.push(4);
    codes.push(0);
  }
  codes.push(5);
  const packed: number[] = [];
  let current = 0;
  let count = 0;
  for (const code of codes) {
    current |= code << count;
    count += 3;
    while (count >= 8) {
      packed.push(current & 0xff);
      current >>= 8;
      count -= 8;
    }
  }
  if (count > 0) packed.push(current & 0xff);
  const blocks: number[] = [];
  for (let at = 0; at < packed.length; at += 255) {
    const piece = packed.slice(at, at + 255);
    blocks.push(piece.length, ...piece);
  }
  return Buffer.concat([Buffer.from('GIF89a', 'latin1'), screen, palette, image, Buffer.from([2, ...blocks, 0, 0x3b])]);
};

/** A data URI of a picture's bytes. */
export const dataUri = (bytes: Uint8Array, contentType: string): string => `data:${contentType};base64,${Buffer.from(bytes).toString('base64')}`;

export interface PlaceholderLook {
  /** `wp:docPr/@id`. */
  readonly id: number;
  /** The alternative text as Word stores it (the description). */
  readonly altText: string;
  /** The frame, in EMUs. */
  readonly cx: number;
  readonly cy: number;
  /** The relationship of the template's own picture. */
  readonly embed: string;
  /** Anchored (floating) with square wrapping at these offsets from the column and paragraph, in EMUs; inline otherwise. */
  readonly anchored?: { readonly offsetH: number; readonly offsetV: number };
  /** Word's SVG extension on the picture (an SVG with a PNG beside it for older readers). */
  readonly svgEmbed?: string;
}

const A = 'http://schemas.openxmlformats.org/drawingml/2006/main';
const PIC = 'http://schemas.openxmlformats.org/drawingml/2006/picture';

/** A run holding a picture as Word 365 writes one (a placeholder when its alternative text is `{{name}}`). */
export const wordPictureRun = (look: PlaceholderLook): string => {
  const extent = `<wp:extent cx="${look.cx}" cy="${look.cy}"/><wp:effectExtent l="0" t="0" r="0" b="0"/>`;
  const properties = `<wp:docPr id="${look.id}" name="Picture ${look.id}" descr="${look.altText.replace(/"/g, '&quot;')}"/>`;
  const svg =
    look.svgEmbed === undefined
      ? '<a:extLst><a:ext uri="{28A0092B-C50C-407E-A947-70E740481C1C}"><a14:useLocalDpi xmlns:a14="http://schemas.microsoft.com/office/drawing/2010/main" val="0"/></a:ext></a:extLst>'
      : `<a:extLst><a:ext uri="{96DAC541-7B7A-43D3-8B79-37D633B846F1}"><asvg:svgBlip xmlns:asvg="http://schemas.microsoft.com/office/drawing/2016/SVG/main" r:embed="${look.svgEmbed}"/></a:ext></a:extLst>`;
  const graphic =
    `<wp:cNvGraphicFramePr><a:graphicFrameLocks xmlns:a="${A}" noChangeAspect="1"/></wp:cNvGraphicFramePr><a:graphic xmlns:a="${A}"><a:graphicData uri="${PIC}"><pic:pic xmlns:pic="${PIC}">` +
    `<pic:nvPicPr><pic:cNvPr id="${look.id}" name="Picture ${look.id}" descr="${look.altText.replace(/"/g, '&quot;')}"/><pic:cNvPicPr/></pic:nvPicPr>` +
    `<pic:blipFill><a:blip r:embed="${look.embed}" cstate="print">${svg}</a:blip><a:srcRect l="5000" r="5000"/><a:stretch><a:fillRect/></a:stretch></pic:blipFill>` +
    `<pic:spPr bwMode="auto"><a:xfrm><a:off x="0" y="0"/><a:ext cx="${look.cx}" cy="${look.cy}"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></pic:spPr></pic:pic></a:graphicData></a:graphic>`;
  const frame =
    look.anchored === undefined
      ? `<wp:inline distT="0" distB="0" distL="0" distR="0" wp14:anchorId="1C2D3E4F" wp14:editId="5A6B7C8D">${extent}${properties}${graphic}</wp:inline>`
      : `<wp:anchor distT="0" distB="0" distL="114300" distR="114300" simplePos="0" relativeHeight="251659264" behindDoc="0" locked="0" layoutInCell="1" allowOverlap="1" wp14:anchorId="2C2D3E4F" wp14:editId="6A6B7C8D">` +
        `<wp:simplePos x="0" y="0"/><wp:positionH relativeFrom="column"><wp:posOffset>${look.anchored.offsetH}</wp:posOffset></wp:positionH>` +
        `<wp:positionV relativeFrom="paragraph"><wp:posOffset>${look.anchored.offsetV}</wp:posOffset></wp:positionV>${extent}<wp:wrapSquare wrapText="bothSides"/>${properties}${graphic}` +
        `<wp14:sizeRelH relativeFrom="page"><wp14:pctWidth>0</wp14:pctWidth></wp14:sizeRelH></wp:anchor>`;
  return `<w:r><w:rPr><w:noProof/></w:rPr><w:drawing>${frame}</w:drawing></w:r>`;
};

/** The template's own picture, for minimalDocx: its part, content type and relationship from the body. */
export const templatePicture = (id: string, bytes: Uint8Array = pngPicture(10, 10, { rgb: [120, 120, 120] })) => ({
  parts: { [`word/media/template-${id}.png`]: bytes },
  documentRelationships: [{ id, type: 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/image', target: `media/template-${id}.png` }],
});
