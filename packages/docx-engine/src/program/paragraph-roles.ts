import { isLastParagraphOfParent, type Paragraph } from '../part-model/part-model';
import type { TagOccurrence } from '../tags/tag-occurrence';
import { isSilentTag, type TagSyntax } from '../tags/tag-syntax';
import { BLOCK_FILTERS } from '../rich-text/styled-value';

/**
 * What a paragraph with tags becomes:
 * - `removed`: it holds nothing but block tags and comments (and white space): it disappears;
 * - `emptied`: the same, but it must stay (it carries a section break or is the last paragraph of
 *   its cell, text box, note...): its tags are removed and the empty paragraph kept;
 * - `replaced`: it holds nothing but one tag that replaces the whole paragraph: a snippet
 *   (`{{> Snippet}}`) or styled text (`{{notes | markdown}}`, `{{notes | html}}`);
 * - `text`: anything else: its tags are replaced in place.
 */
export type ParagraphRole = 'removed' | 'emptied' | 'replaced' | 'text';

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
  if (tags.length === 1 && tags[0] !== undefined && replacesParagraph(tags[0].syntax)) return 'replaced';
  if (!tags.every((tag) => isSilentTag(tag.syntax))) return 'text';
  // A cell, text box, note, comment, header or footer must keep a paragraph; the body need not.
  const mustStay = isLastParagraphOfParent(paragraph) && paragraph.element.parent?.name !== 'w:body';
  return paragraph.hasSectionBreak || mustStay ? 'emptied' : 'removed';
};

/** A snippet, or a field whose last filter makes styled text that may hold paragraphs: alone in its paragraph, it takes the paragraph's place. */
const replacesParagraph = (syntax: TagSyntax): boolean =>
  syntax.kind === 'snippet' || (syntax.kind === 'field' && BLOCK_FILTERS.has(syntax.filters[syntax.filters.length - 1]?.name ?? ''));
