import { isLastParagraphOfParent, type Paragraph, type Run } from '../part-model/part-model';
import { openingOf } from '../program/transitions';
import { ParagraphLook } from './paragraph-look';
import { RunStyle } from './run-style';

/**
 * Where a field whose value is styled text (`markdown`, `html`) or a link goes, read at compile
 * time: inside its paragraph (`inline`: runs between the tag's run closed and reopened), or in
 * place of the paragraph it stands alone in (`paragraph`: paragraphs and tables).
 */
export interface StyledPlacement {
  readonly placement: 'inline' | 'paragraph';
  /** The tag's run formatting, which the text keeps. */
  readonly run: RunStyle;
  /** The tag paragraph's properties, which body paragraphs keep (paragraph placement). */
  readonly look: ParagraphLook;
  /** Inline: reopens the tag's run and text after the styled runs. */
  readonly reopenRun: string;
  /**
   * Paragraph: the replaced paragraph emptied (its start tag and properties), written after the
   * text when it carried a section break, or when it must end its container (a cell, text box,
   * note) and the text does not end with a paragraph.
   */
  readonly emptied: string;
  readonly keepsSectionBreak: boolean;
  readonly endsContainer: boolean;
}

/** The placement of a styled field, from its paragraph and the run its tag starts in. */
export const styledPlacement = (xml: string, paragraph: Paragraph, run: Run | undefined, placement: 'inline' | 'paragraph'): StyledPlacement => {
  const runProperties = run !== undefined && run.element.openEnd > run.element.startTagEnd ? xml.slice(run.element.startTagEnd, run.element.openEnd) : '';
  const paragraphProperties = paragraph.element.openEnd > paragraph.element.startTagEnd ? xml.slice(paragraph.element.startTagEnd, paragraph.element.openEnd) : '';
  return {
    placement,
    run: new RunStyle(runProperties),
    look: new ParagraphLook(placement === 'paragraph' ? paragraphProperties : ''),
    reopenRun: run === undefined ? '' : `${openingOf(xml, run.element)}<w:t xml:space="preserve">`,
    emptied: `${openingOf(xml, paragraph.element)}</w:p>`,
    keepsSectionBreak: paragraph.hasSectionBreak,
    endsContainer: isLastParagraphOfParent(paragraph) && paragraph.element.parent?.name !== 'w:body',
  };
};
