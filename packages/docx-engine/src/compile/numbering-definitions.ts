/** What a render needs of word/numbering.xml to restart numbering: which abstract list each w:num uses, and where new w:num go. */
export interface NumberingDefinitions {
  readonly part: string;
  readonly xml: string;
  /** Where new `w:num` elements go: after the last one (before `w:numIdMacAtCleanup` or the end tag). */
  readonly insertAt: number;
  /** `w:num/@w:numId` → `w:abstractNumId/@w:val`. */
  readonly abstractOf: ReadonlyMap<string, string>;
  /** Start value of levels 0–8 of each abstract list. */
  readonly levelStarts: ReadonlyMap<string, readonly number[]>;
  readonly maxNumId: number;
}

const NUM = /<w:num\b[^>]*?w:numId="(\d+)"[^>]*>([\s\S]*?)<\/w:num>/g;
const ABSTRACT = /<w:abstractNum\b[^>]*?w:abstractNumId="(\d+)"[^>]*>([\s\S]*?)<\/w:abstractNum>/g;
const LEVEL = /<w:lvl\b[^>]*?w:ilvl="(\d)"[^>]*>([\s\S]*?)<\/w:lvl>/g;

/** Reads the numbering part (small, read once at compile time) with regular expressions over its flat structure. */
export const readNumberingDefinitions = (part: string, xml: string): NumberingDefinitions => {
  const abstractOf = new Map<string, string>();
  let maxNumId = 0;
  for (const match of xml.matchAll(NUM)) {
    const abstract = /<w:abstractNumId\s+w:val="(\d+)"/.exec(match[2] ?? '');
    maxNumId = Math.max(maxNumId, Number(match[1]));
    if (abstract?.[1] !== undefined && match[1] !== undefined) abstractOf.set(match[1], abstract[1]);
  }
  const levelStarts = new Map<string, number[]>();
  for (const match of xml.matchAll(ABSTRACT)) {
    const starts = Array.from({ length: 9 }, () => 1);
    for (const level of (match[2] ?? '').matchAll(LEVEL)) {
      const start = /<w:start\s+w:val="(\d+)"/.exec(level[2] ?? '');
      if (start?.[1] !== undefined) starts[Number(level[1])] = Number(start[1]);
    }
    if (match[1] !== undefined) levelStarts.set(match[1], starts);
  }
  const cleanup = xml.indexOf('<w:numIdMacAtCleanup');
  const insertAt = cleanup !== -1 ? cleanup : xml.lastIndexOf('</w:numbering>');
  return { part, xml, insertAt, abstractOf, levelStarts, maxNumId };
};

/** A new numbering instance of the same abstract list, every level starting again. */
export const restartedNumXml = (numId: number, abstractId: string, starts: readonly number[]): string =>
  `<w:num w:numId="${numId}"><w:abstractNumId w:val="${abstractId}"/>${starts
    .map((start, level) => `<w:lvlOverride w:ilvl="${level}"><w:startOverride w:val="${start}"/></w:lvlOverride>`)
    .join('')}</w:num>`;
