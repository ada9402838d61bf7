import { PdfArray, PdfDict, PdfName, PdfNumber, type PdfRef, PdfStream } from '@libpdf/core';
import { type LaidLine, TEXT_LINE_HEIGHT, TEXT_PADDING, type TextLayout } from './text-layout';

/** A font the appearance draws with: glyph ids for its runs, and its object in the document. */
export interface DrawingFont {
  encodeTextToGids(text: string): number[];
  readonly ref: PdfRef;
}

export interface AppearanceBox {
  readonly width: number;
  readonly height: number;
}

const hexOfGlyphs = (glyphs: readonly number[]) => glyphs.map((glyph) => glyph.toString(16).padStart(4, '0')).join('');
const fontName = (index: number) => `QF${index}`;
const number = (value: number) => (Math.round(value * 1000) / 1000).toString();

const drawLine = (line: LaidLine, fontOf: (index: number) => DrawingFont, size: number, x: number, y: number): string =>
  `1 0 0 1 ${number(x)} ${number(y)} Tm\n` +
  line.runs.map((run) => `/${fontName(run.font)} ${number(size)} Tf\n<${hexOfGlyphs(fontOf(run.font).encodeTextToGids(run.text))}> Tj\n`).join('');

const xOf = (line: LaidLine, box: AppearanceBox, alignment: number) =>
  alignment === 1 ? (box.width - line.width) / 2 : alignment === 2 ? box.width - TEXT_PADDING - line.width : TEXT_PADDING;

/**
 * The content of a text field's appearance: its laid-out lines, each run in its own font, clipped
 * to the box inside its border (as viewers draw a field), marked as field content (/Tx BMC).
 * `highlight` draws a selected row behind lines of a list box.
 */
export const textAppearanceContent = (
  layout: TextLayout,
  fontOf: (index: number) => DrawingFont,
  box: AppearanceBox,
  options: { readonly colour: string; readonly alignment: number; readonly multiline: boolean; readonly highlighted?: ReadonlySet<number> },
): string => {
  const size = layout.fontSize;
  const lineHeight = size * TEXT_LINE_HEIGHT;
  const firstBaseline = options.multiline ? box.height - TEXT_PADDING - size * 0.95 : (box.height - size) / 2 + size * 0.22;
  const highlights = [...(options.highlighted ?? [])]
    .map((index) => `0.6 0.75686 0.8549 rg\n1 ${number(firstBaseline - index * lineHeight - size * 0.25)} ${number(box.width - 2)} ${number(lineHeight)} re\nf\n`)
    .join('');
  const lines = layout.lines.map((line, index) => drawLine(line, fontOf, size, xOf(line, box, options.alignment), firstBaseline - index * lineHeight)).join('');
  return `/Tx BMC\nq\n1 1 ${number(box.width - 2)} ${number(box.height - 2)} re\nW\nn\n${highlights}BT\n${options.colour}\n${lines}ET\nQ\nEMC\n`;
};

/** The fonts (by index among the fallback fonts) that a layout's runs draw with. */
export const fontsOfLayout = (layout: TextLayout): number[] => [...new Set(layout.lines.flatMap((line) => line.runs.map((run) => run.font)))];

/** A form XObject holding an appearance, with the fonts it names as its resources. */
export const appearanceStream = (content: string, fonts: ReadonlyMap<number, DrawingFont>, box: AppearanceBox): PdfStream => {
  const fontResources = new PdfDict([...fonts].map(([index, font]) => [fontName(index), font.ref]));
  return PdfStream.fromDict(
    {
      Type: PdfName.of('XObject'),
      Subtype: PdfName.of('Form'),
      BBox: PdfArray.of(PdfNumber.of(0), PdfNumber.of(0), PdfNumber.of(box.width), PdfNumber.of(box.height)),
      Resources: new PdfDict([['Font', fontResources]]),
    },
    new TextEncoder().encode(content),
  );
};
