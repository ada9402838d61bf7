import { type FontRun, fontRuns } from '../fonts/font-runs';

/** A font as layout needs it: coverage, widths and glyph ids (the library's EmbeddedFont). */
export interface LayoutFont {
  canEncode(text: string): boolean;
  widthOfTextAtSize(text: string, size: number): number;
}

/** One line of a field's text, split into runs by font, with its width at the size chosen. */
export interface LaidLine {
  readonly runs: readonly FontRun[];
  readonly width: number;
}

export interface TextLayout {
  readonly fontSize: number;
  readonly lines: readonly LaidLine[];
  readonly missing: readonly string[];
}

const LINE_HEIGHT = 1.15;
const PADDING = 2;
const MIN_SIZE = 4;
const AUTO_MAX_SIZE = 12;

const widthOf = (runs: readonly FontRun[], fonts: readonly LayoutFont[], size: number) =>
  runs.reduce((sum, run) => sum + (fonts[run.font]?.widthOfTextAtSize(run.text, size) ?? 0), 0);

const lineOf = (text: string, fonts: readonly LayoutFont[], size: number, missing: Set<string>): LaidLine => {
  const split = fontRuns(text, fonts);
  for (const character of split.missing) missing.add(character);
  return { runs: split.runs, width: widthOf(split.runs, fonts, size) };
};

/** Breaks a paragraph into lines no wider than `width`, between words where it can, else anywhere. */
const wrap = (paragraph: string, fonts: readonly LayoutFont[], size: number, width: number, missing: Set<string>): LaidLine[] => {
  const lines: LaidLine[] = [];
  let current = '';
  for (const word of paragraph.split(/(?<=\s)/)) {
    const candidate = current + word;
    if (current === '' || lineOf(candidate.trimEnd(), fonts, size, missing).width <= width) {
      current = candidate;
      continue;
    }
    lines.push(lineOf(current.trimEnd(), fonts, size, missing));
    current = word;
    // A word wider than the field is broken between characters (ideographs have no spaces).
    while (lineOf(current.trimEnd(), fonts, size, missing).width > width && [...current].length > 1) {
      const characters = [...current];
      let fit = 1;
      while (fit < characters.length && lineOf(characters.slice(0, fit + 1).join(''), fonts, size, missing).width <= width) fit++;
      lines.push(lineOf(characters.slice(0, fit).join(''), fonts, size, missing));
      current = characters.slice(fit).join('');
    }
  }
  lines.push(lineOf(current.trimEnd(), fonts, size, missing));
  return lines;
};

/**
 * Lays out a field's text in its box: one line (shrunk to fit when the size is automatic), or
 * wrapped lines for a multi-line field (the automatic size is the largest, up to 12 pt, at which
 * the lines fit the height).
 */
export const layoutText = (text: string, fonts: readonly LayoutFont[], box: { width: number; height: number }, requestedSize: number, multiline: boolean): TextLayout => {
  const missing = new Set<string>();
  const innerWidth = Math.max(1, box.width - 2 * PADDING);
  const innerHeight = Math.max(1, box.height - 2 * PADDING);
  if (!multiline) {
    const oneLine = text.replace(/[\r\n]+/g, ' ');
    let fontSize = requestedSize;
    if (fontSize === 0) {
      const widthAtOne = widthOf(fontRuns(oneLine, fonts).runs, fonts, 1);
      fontSize = Math.max(MIN_SIZE, Math.min(AUTO_MAX_SIZE, innerHeight / LINE_HEIGHT, widthAtOne > 0 ? innerWidth / widthAtOne : AUTO_MAX_SIZE));
    }
    return { fontSize, lines: [lineOf(oneLine, fonts, fontSize, missing)], missing: [...missing] };
  }
  const paragraphs = text.split(/\r\n|\r|\n/);
  const linesAt = (size: number) => paragraphs.flatMap((paragraph) => wrap(paragraph, fonts, size, innerWidth, missing));
  if (requestedSize !== 0) return { fontSize: requestedSize, lines: linesAt(requestedSize), missing: [...missing] };
  let fontSize = AUTO_MAX_SIZE;
  let lines = linesAt(fontSize);
  while (fontSize > MIN_SIZE && lines.length * fontSize * LINE_HEIGHT > innerHeight) {
    fontSize = Math.max(MIN_SIZE, fontSize - 1);
    lines = linesAt(fontSize);
  }
  return { fontSize, lines, missing: [...missing] };
};

export const TEXT_PADDING = PADDING;
export const TEXT_LINE_HEIGHT = LINE_HEIGHT;
