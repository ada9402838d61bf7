import { isLastParagraphOfParent, type Paragraph } from '../part-model/part-model';
import type { TagOccurrence } from '../tags/tag-occurrence';
import { isSilentTag } from '../tags/tag-syntax';

/**
 * What a paragraph with tags becomes:
 * - `removed`: it holds nothing but block tags and comments (and white space): it disappears;
 * - `emptied`: the same, but it must stay (it carries a section break or is the last paragraph of
 *   its cell, text box, note...): its tags are removed and the empty paragraph kept;
 * - `snippet`: it holds nothing but one `{{> Snippet}}`, which replaces the whole paragraph;
 * - `text`: anything else: its tags are replaced in place.
 */
export type ParagraphRole = 'removed' | 'emptied' | 'snippet' | 'text';

export const paragraphRole = (paragraph: Paragraph, tags: readonly TagOccurrence[]): ParagraphRole => {
  if (paragraph.isProperty || paragraph.hasOtherContent || tags.length === 0) return 'text';
  let rest = '';
  let position = 0;
  for (const tag of tags) {
    rest += paragraph.text.slice(position, tag.start);
    position = tag.end;
  }
  rest += paragraph.text.slice(position);
  if (rest.trim().length > 0) return 'text';
  if (tags.length === 1 && tags[0]?.syntax.kind === 'snippet') return 'snippet';
  if (!tags.every((tag) => isSilentTag(tag.syntax))) return 'text';
  // A cell, text box, note, comment, header or footer must keep a paragraph; the body need not.
  const mustStay = isLastParagraphOfParent(paragraph) && paragraph.element.parent?.name !== 'w:body';
  return paragraph.hasSectionBreak || mustStay ? 'emptied' : 'removed';
};
