import { RichBuilder } from '../../src/rich-text/rich-builder';
import type { RichDocument, RichParagraph } from '../../src/rich-text/rich-model';

/** A reader of styled text (HTML, markdown) run into a builder of at most `maxDepth` levels: the document, and whether it went too deep. */
export const readingWith =
  (reader: (source: string, builder: RichBuilder) => void) =>
  (source: string, maxDepth = 32): RichDocument & { readonly tooDeep: boolean } => {
    const builder = new RichBuilder(maxDepth);
    reader(source, builder);
    return { ...builder.finish(), tooDeep: builder.tooDeep };
  };

export const paragraphs = (document: RichDocument): RichParagraph[] => document.blocks.filter((block): block is RichParagraph => block.kind === 'paragraph');

/** Each paragraph's text, a line break as `\n`. */
export const texts = (document: RichDocument): string[] => paragraphs(document).map((paragraph) => paragraph.inlines.map((inline) => (inline.kind === 'text' ? inline.text : '\n')).join(''));

/** The marks of each run of text, by its text (trimmed). */
export const marksOf = (document: RichDocument): Record<string, number> =>
  Object.fromEntries(paragraphs(document).flatMap((paragraph) => paragraph.inlines.flatMap((inline) => (inline.kind === 'text' && inline.text.trim() !== '' ? [[inline.text.trim(), inline.marks]] : []))));
