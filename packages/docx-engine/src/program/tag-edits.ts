import type { Paragraph, Run, XmlElement } from '../part-model/part-model';
import { rawOffsetOf } from '../part-model/part-model';
import { pieceIndexAt } from '../part-model/paragraph-text';
import type { ParagraphRole } from './paragraph-roles';
import type { DynamicNode } from './program';
import type { TagOccurrence } from '../tags/tag-occurrence';
import { isSilentTag } from '../tags/tag-syntax';

/** A change to a part's XML: [start, end) replaced by a static string or a dynamic node. */
export interface Edit {
  readonly start: number;
  readonly end: number;
  /** A string for static XML (encoded when the program is built), or a dynamic node. */
  readonly replacement: string | DynamicNode;
  /**
   * `always`; `repeat`: only inside a repeat (id uniqueness), elsewhere the original XML stays;
   * `restart`: only inside a `{{#each … restart}}` (numbering restarted per item).
   */
  readonly when: 'always' | 'repeat' | 'restart';
}

/**
 * The runs of a paragraph that vanish: every character of their text belongs to block tags or
 * comments (tags that leave no text), they hold nothing else, and no value is placed in them.
 */
export const findRemovedRuns = (paragraph: Paragraph, tags: readonly TagOccurrence[], pinned: ReadonlySet<Run>): Run[] => {
  const removed: Run[] = [];
  for (const run of paragraph.runs) {
    if (run.hasOtherContent || pinned.has(run) || run.pieces.length === 0 || run.pieces.some((piece) => piece.kind !== 'text')) continue;
    const first = run.pieces[0];
    const last = run.pieces[run.pieces.length - 1];
    if (first === undefined || last === undefined) continue;
    if (isCoveredBySilentTags(first.textStart, last.textStart + last.length, tags)) removed.push(run);
  }
  return removed;
};

const isCoveredBySilentTags = (from: number, to: number, tags: readonly TagOccurrence[]): boolean => {
  let covered = from;
  for (const tag of tags) {
    if (tag.end <= covered) continue;
    if (tag.start > covered) return false;
    if (!isSilentTag(tag.syntax) && tag.start >= from) return false;
    covered = tag.end;
    if (covered >= to) return true;
  }
  return covered >= to;
};

const PRESERVE = /\sxml:space\s*=\s*"preserve"/;

/** The edits that take a paragraph's tags out of its XML and put their values in. */
export const paragraphEdits = (
  xml: string,
  paragraph: Paragraph,
  role: ParagraphRole,
  tags: readonly TagOccurrence[],
  removedRuns: ReadonlySet<Run>,
  valueNode: (tag: TagOccurrence) => DynamicNode,
): Edit[] => {
  if (role === 'removed') return [{ start: paragraph.element.start, end: paragraph.element.end, replacement: '', when: 'always' }];
  if (role === 'replaced' && tags[0] !== undefined) {
    return [{ start: paragraph.element.start, end: paragraph.element.end, replacement: valueNode(tags[0]), when: 'always' }];
  }
  const edits: Edit[] = [];
  const touchedTexts = new Set<XmlElement>();
  for (const tag of tags) {
    const silent = isSilentTag(tag.syntax);
    let index = pieceIndexAt(paragraph, tag.start);
    for (let piece = paragraph.pieces[index]; piece !== undefined && piece.textStart < tag.end; piece = paragraph.pieces[++index]) {
      if (piece.run !== undefined && removedRuns.has(piece.run)) continue;
      const localStart = Math.max(tag.start, piece.textStart);
      const localEnd = Math.min(tag.end, piece.textStart + piece.length);
      const holdsValue = !silent && localStart === tag.start;
      edits.push({ start: rawOffsetOf(piece, localStart), end: rawOffsetOf(piece, localEnd), replacement: holdsValue ? valueNode(tag) : '', when: 'always' });
      if (piece.run !== undefined) touchedTexts.add(piece.element);
    }
  }
  for (const run of paragraph.runs) if (removedRuns.has(run)) edits.push({ start: run.element.start, end: run.element.end, replacement: '', when: 'always' });
  for (const text of touchedTexts) {
    const startTag = xml.slice(text.start, text.startTagEnd);
    if (!PRESERVE.test(startTag)) edits.push({ start: text.start, end: text.startTagEnd, replacement: `${startTag.slice(0, -1)} xml:space="preserve">`, when: 'always' });
  }
  return edits;
};
