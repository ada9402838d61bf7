import type { Block } from './block-matcher';
import type { Paragraph, PartModel } from '../part-model/part-model';
import type { ParagraphRole } from './paragraph-roles';
import type { TagOccurrence } from '../tags/tag-occurrence';

/**
 * A closing tag alone in the last paragraph of a cell (text box, note…): that paragraph must stay
 * for the cell to end with a paragraph, but only when the block leaves nothing. When the block's
 * content ends with a paragraph of the same cell, the closing paragraph is removed and an empty
 * paragraph is written only when the block renders nothing — no blank line after each repeat.
 */
export const trailingClosings = (
  roots: readonly Block[],
  modes: ReadonlyMap<Block, string>,
  model: PartModel,
  tagsOf: ReadonlyMap<Paragraph, readonly TagOccurrence[]>,
  roleOf: (paragraph: Paragraph) => ParagraphRole,
): Map<Block, Paragraph> => {
  const found = new Map<Block, Paragraph>();
  const visit = (block: Block): void => {
    const closing = block.close.paragraph;
    const previous = model.paragraphs[closing.index - 1];
    const simple = block.kind === 'each' || block.elses.length === 0;
    if (
      simple &&
      modes.get(block) === 'paragraphs' &&
      roleOf(closing) === 'emptied' &&
      !closing.hasSectionBreak &&
      tagsOf.get(closing)?.length === 1 &&
      previous !== undefined &&
      previous.element.parent === closing.element.parent &&
      (roleOf(previous) === 'text' || roleOf(previous) === 'emptied') &&
      isOnlyWhitespaceBetween(model.xml, previous.element.end, closing.element.start) &&
      previous.element.end > startOfBody(block, roleOf)
    ) {
      found.set(block, closing);
    }
    for (const branch of block.branches) branch.forEach(visit);
  };
  roots.forEach(visit);
  return found;
};

/** Where the content of a paragraph-mode block starts, at the latest: after its opening paragraph when that one disappears. */
const startOfBody = (block: Block, roleOf: (paragraph: Paragraph) => ParagraphRole): number => {
  const opening = block.open.paragraph;
  return roleOf(opening) === 'removed' || roleOf(opening) === 'emptied' ? opening.element.end : opening.element.start;
};

const isOnlyWhitespaceBetween = (xml: string, from: number, to: number): boolean => from <= to && xml.slice(from, to).trim() === '';
