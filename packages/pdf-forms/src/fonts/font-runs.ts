/** What a run needs of a font: whether it has a glyph for a character. */
export interface GlyphCoverage {
  canEncode(text: string): boolean;
}

/** A stretch of text drawn with one font (its index in the fonts given). */
export interface FontRun {
  readonly font: number;
  readonly text: string;
}

/**
 * Splits text into runs, each character drawn with the first font that has its glyph, so that
 * "Łódź 東京都" takes DejaVu Sans for the Polish and Noto Sans JP for the Japanese. A character no
 * font has stays with the first font (a viewer shows its missing-glyph box, never "?") and is
 * reported. Spaces keep the font of the run they are in, so runs stay long.
 */
export const fontRuns = (text: string, fonts: readonly GlyphCoverage[]): { runs: FontRun[]; missing: string[] } => {
  const runs: FontRun[] = [];
  const missing = new Set<string>();
  for (const character of text) {
    const last = runs[runs.length - 1];
    if (last !== undefined && (character === ' ' || fonts[last.font]?.canEncode(character) === true)) {
      runs[runs.length - 1] = { font: last.font, text: last.text + character };
      continue;
    }
    let font = fonts.findIndex((candidate) => candidate.canEncode(character));
    if (font === -1) {
      font = 0;
      if (character.trim() !== '') missing.add(character);
    }
    if (last !== undefined && last.font === font) runs[runs.length - 1] = { font, text: last.text + character };
    else runs.push({ font, text: character });
  }
  return { runs, missing: [...missing] };
};
