import { type PDF, rgb } from '@libpdf/core';
import { DocumentFonts, measuringFonts } from '../fonts/fallback-fonts';
import { fontRuns } from '../fonts/font-runs';

const SIZE = 8;
const MARGIN = 24;
const PADDING = 6;

/**
 * Draws a visible stamp in the bottom right corner of the last page, saying who sealed the
 * document and when: a framed box of two lines, in the fallback fonts (a subject may be in any
 * script). It is page content drawn before the signature, so the signature covers it.
 */
export const drawSealStamp = (pdf: PDF, lines: readonly string[]) => {
  const page = pdf.getPage(pdf.getPageCount() - 1);
  if (page === null) return;
  const fonts = new DocumentFonts(pdf);
  const measuring = measuringFonts();
  const laid = lines.map((line) => {
    const { runs } = fontRuns(line, measuring);
    return { runs, width: runs.reduce((sum, run) => sum + (measuring[run.font]?.widthOfTextAtSize(run.text, SIZE) ?? 0), 0) };
  });
  const width = Math.max(...laid.map((line) => line.width)) + 2 * PADDING;
  const height = lines.length * SIZE * 1.3 + 2 * PADDING;
  const x = page.width - MARGIN - width;
  const y = MARGIN;
  page.drawRectangle({ x, y, width, height, color: rgb(0.96, 0.97, 1), borderColor: rgb(0.1, 0.2, 0.5), borderWidth: 0.75 });
  laid.forEach((line, index) => {
    let cursor = x + PADDING;
    const baseline = y + height - PADDING - SIZE - index * SIZE * 1.3;
    for (const run of line.runs) {
      page.drawText(run.text, { x: cursor, y: baseline, size: SIZE, font: fonts.get(run.font), color: rgb(0.1, 0.2, 0.5) });
      cursor += measuring[run.font]?.widthOfTextAtSize(run.text, SIZE) ?? 0;
    }
  });
};
