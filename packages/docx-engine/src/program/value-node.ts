import { highlightRunProperties } from './highlight-run-properties';
import { isLastParagraphOfParent } from '../part-model/part-model';
import { pieceAt } from '../part-model/paragraph-text';
import type { ParagraphRole } from './paragraph-roles';
import type { FieldNode, SnippetNode } from './program';
import { tagText, type TagOccurrence } from '../tags/tag-occurrence';
import { openingOf } from './transitions';
import { escapeXmlText } from '../xml/xml-text';
import { pictureFrameOf } from '../pictures/picture-room';
import type { Extent } from '../pictures/picture-size';

/**
 * The dynamic node that takes a field's or a snippet's place, with what a render needs to write it.
 * `pageRoom` is the text column of the document's last section (where a picture in a header goes).
 */
export const valueNode = (part: string, xml: string, tag: TagOccurrence, role: ParagraphRole, pageRoom: () => Extent): FieldNode | SnippetNode => {
  const origin = { part, paragraph: tag.paragraph.index + 1 };
  if (tag.syntax.kind === 'snippet') {
    const run = pieceAt(tag.paragraph, tag.start).run;
    const paragraph = tag.paragraph;
    return {
      kind: 'snippet',
      name: tag.syntax.name,
      placement: role === 'snippet' ? 'paragraph' : 'inline',
      reopenRun: run === undefined ? '' : `${openingOf(xml, run.element)}<w:t xml:space="preserve">`,
      emptied: `${openingOf(xml, paragraph.element)}</w:p>`,
      keepsSectionBreak: paragraph.hasSectionBreak,
      endsContainer: isLastParagraphOfParent(paragraph) && paragraph.element.parent?.name !== 'w:body',
      origin,
    };
  }
  if (tag.syntax.kind !== 'field') throw new Error('Internal error: a value for a tag that has none');
  const run = pieceAt(tag.paragraph, tag.start).run;
  const picture = pictureFrameOf(tag.syntax.filters, xml, tag.paragraph, pageRoom);
  const runProperties = run !== undefined && run.element.openEnd > run.element.startTagEnd ? xml.slice(run.element.startTagEnd, run.element.openEnd) : '';
  return {
    kind: 'field',
    name: tag.syntax.name,
    filters: tag.syntax.filters,
    ...(tag.syntax.calculation === undefined ? {} : { calculation: tag.syntax.calculation }),
    context: run === undefined ? 'plain' : 'run',
    highlightOpen: run === undefined ? '' : `</w:t></w:r><w:r>${highlightRunProperties(runProperties)}<w:t xml:space="preserve">`,
    highlightClose: run === undefined ? '' : `</w:t></w:r>${openingOf(xml, run.element)}<w:t xml:space="preserve">`,
    keptXml: escapeXmlText(tagText(tag)),
    ...(picture === undefined ? {} : { picture }),
    origin,
  };
};
