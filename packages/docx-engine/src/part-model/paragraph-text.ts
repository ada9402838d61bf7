import type { Paragraph, TextPiece } from './part-model';

/** The position in `paragraph.pieces` of the piece holding character `index` of the paragraph's text. */
export const pieceIndexAt = (paragraph: Paragraph, index: number): number => {
  const pieces = paragraph.pieces;
  let low = 0;
  let high = pieces.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    const piece = pieces[middle];
    if (piece !== undefined && piece.textStart <= index) low = middle;
    else high = middle - 1;
  }
  return low;
};

/** The piece holding character `index` of the paragraph's text (binary search; pieces are in text order). */
export const pieceAt = (paragraph: Paragraph, index: number): TextPiece => {
  const found = paragraph.pieces[pieceIndexAt(paragraph, index)];
  if (found === undefined) throw new Error(`No text piece at ${index} in paragraph ${paragraph.index + 1}`);
  return found;
};
