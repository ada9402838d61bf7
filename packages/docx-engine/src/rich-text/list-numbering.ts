import type { TargetPackage } from '../compose/target-package';
import type { RichList } from './rich-model';

const LEVELS = 9;
const BULLETS = ['\u2022', '\u25e6', '\u25aa'];
const NUMBER_FORMATS = [
  { format: 'decimal', suffix: '.' },
  { format: 'lowerLetter', suffix: '.' },
  { format: 'lowerRoman', suffix: '.' },
];

const levelXml = (level: number, ordered: boolean): string => {
  const indent = `<w:pPr><w:ind w:left="${720 * (level + 1)}" w:hanging="360"/></w:pPr>`;
  if (!ordered) {
    return `<w:lvl w:ilvl="${level}"><w:start w:val="1"/><w:numFmt w:val="bullet"/><w:lvlText w:val="${BULLETS[level % BULLETS.length] ?? ''}"/><w:lvlJc w:val="left"/>${indent}</w:lvl>`;
  }
  const { format, suffix } = NUMBER_FORMATS[level % NUMBER_FORMATS.length] ?? { format: 'decimal', suffix: '.' };
  return `<w:lvl w:ilvl="${level}"><w:start w:val="1"/><w:numFmt w:val="${format}"/><w:lvlText w:val="%${level + 1}${suffix}"/><w:lvlJc w:val="left"/>${indent}</w:lvl>`;
};

/** Which levels of a list are numbered (`1` numbered, `0` bulleted), as a key. */
const shapeOf = (list: RichList): string => Array.from({ length: LEVELS }, (_unused, level) => (list.ordered[level] === true ? '1' : '0')).join('');

/**
 * The numbering of styled text's lists in one render: an abstract list per shape (which levels
 * are numbered), added to the output's numbering once, and a numbering instance per list written,
 * each level starting again at its start, so every list of every value counts from its own start.
 */
export class ListNumbering {
  private readonly abstracts = new Map<string, number>();

  constructor(private readonly target: TargetPackage) {}

  /** A new numbering instance for one list written (a value's lists never continue another's). */
  instance(list: RichList): number {
    const shape = shapeOf(list);
    let abstractId = this.abstracts.get(shape);
    if (abstractId === undefined) {
      abstractId = this.target.nextAbstractId();
      this.abstracts.set(shape, abstractId);
      const levels = Array.from({ length: LEVELS }, (_unused, level) => levelXml(level, shape[level] === '1')).join('');
      this.target.addedAbstracts.push(`<w:abstractNum w:abstractNumId="${abstractId}"><w:multiLevelType w:val="hybridMultilevel"/>${levels}</w:abstractNum>`);
    }
    const numId = this.target.nextNumId();
    const overrides = Array.from({ length: LEVELS }, (_unused, level) => `<w:lvlOverride w:ilvl="${level}"><w:startOverride w:val="${list.starts[level] ?? 1}"/></w:lvlOverride>`).join('');
    this.target.addedNums.push(`<w:num w:numId="${numId}"><w:abstractNumId w:val="${abstractId}"/>${overrides}</w:num>`);
    return numId;
  }
}
