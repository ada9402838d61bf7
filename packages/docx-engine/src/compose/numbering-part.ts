import { attributeOf } from '../xml/start-tags';

export interface NumberingInstance {
  readonly abstractId: string;
  /** The content of the `w:num` after its `w:abstractNumId`: level overrides. */
  readonly overrides: string;
}

/** A numbering part read for import: abstract lists and numbering instances by id. */
export interface NumberingPart {
  /** `w:abstractNum` elements by `w:abstractNumId`. */
  readonly abstracts: ReadonlyMap<string, string>;
  readonly nums: ReadonlyMap<string, NumberingInstance>;
  /** Start value of levels 0–8 of each abstract list. */
  readonly levelStarts: ReadonlyMap<string, readonly number[]>;
  readonly maxAbstractId: number;
  readonly maxNumId: number;
}

const ABSTRACT = /<w:abstractNum\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/w:abstractNum>/g;
const NUM = /<w:num\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/w:num>/g;
const LEVEL = /<w:lvl\b[^>]*?w:ilvl="(\d)"[^>]*>([\s\S]*?)<\/w:lvl>/g;

export const readNumberingPart = (xml: string): NumberingPart => {
  const abstracts = new Map<string, string>();
  const levelStarts = new Map<string, number[]>();
  let maxAbstractId = -1;
  for (const match of xml.matchAll(ABSTRACT)) {
    const id = attributeOf(match[1] ?? '', 'w:abstractNumId') ?? '';
    abstracts.set(id, match[0]);
    maxAbstractId = Math.max(maxAbstractId, Number(id) || 0);
    const starts = Array.from({ length: 9 }, () => 1);
    for (const level of (match[2] ?? '').matchAll(LEVEL)) {
      const start = /<w:start\s+w:val="(\d+)"/.exec(level[2] ?? '');
      if (start?.[1] !== undefined) starts[Number(level[1])] = Number(start[1]);
    }
    levelStarts.set(id, starts);
  }
  const nums = new Map<string, NumberingInstance>();
  let maxNumId = 0;
  for (const match of xml.matchAll(NUM)) {
    const id = attributeOf(match[1] ?? '', 'w:numId') ?? '';
    const content = match[2] ?? '';
    const abstract = /<w:abstractNumId\b[^>]*?w:val="(\d+)"[^>]*\/>/.exec(content);
    maxNumId = Math.max(maxNumId, Number(id) || 0);
    if (abstract?.[1] === undefined) continue;
    nums.set(id, { abstractId: abstract[1], overrides: content.slice(abstract.index + abstract[0].length) });
  }
  return { abstracts, nums, levelStarts, maxAbstractId, maxNumId };
};

/**
 * A `w:num` of an abstract list that starts again, after its start tag (the same for every
 * instance of one list): each level restarts at its start, unless the original instance overrides
 * that level (its override is kept).
 */
export const restartingNumTail = (abstractId: string, starts: readonly number[], overrides: string): string => {
  const overridden = new Set(Array.from(overrides.matchAll(/<w:lvlOverride\b[^>]*?w:ilvl="(\d)"/g), (match) => match[1]));
  const restarts = starts
    .map((start, level) => (overridden.has(String(level)) ? '' : `<w:lvlOverride w:ilvl="${level}"><w:startOverride w:val="${start}"/></w:lvlOverride>`))
    .join('');
  return `<w:abstractNumId w:val="${abstractId}"/>${overrides}${restarts}</w:num>`;
};
