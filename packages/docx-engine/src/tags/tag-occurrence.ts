import type { Paragraph } from '../part-model/part-model';
import type { TagSyntax } from './tag-syntax';

/** A tag read from a paragraph: where it is and what it means. */
export interface TagOccurrence {
  readonly paragraph: Paragraph;
  /** Index of `{{` in the paragraph's text. */
  readonly start: number;
  /** Index just after `}}`. */
  readonly end: number;
  /** Raw XML offset of `{{`: orders tags across nested (text-box) paragraphs. */
  readonly rawStart: number;
  readonly syntax: TagSyntax;
  /** A block tag whose argument could not be read (its problem is a diagnostic): it only pairs with its closing tag, and analysis does not see it. */
  readonly recovered?: boolean;
}

export const tagText = (tag: TagOccurrence): string => tag.paragraph.text.slice(tag.start, tag.end);
