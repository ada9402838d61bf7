import { highlightRunProperties } from './highlight-run-properties';
import { isLastParagraphOfParent } from '../part-model/part-model';
import { pieceAt } from '../part-model/paragraph-text';
import type { ParagraphRole } from './paragraph-roles';
import type { FieldNode, NodeOrigin, SnippetNode } from './program';
import { tagText, type TagOccurrence } from '../tags/tag-occurrence';
import { openingOf } from './transitions';
import { escapeXmlText } from '../xml/xml-text';
import { STYLED_FILTERS } from '../rich-text/styled-value';
import { styledPlacement, type StyledPlacement } from '../rich-text/styled-placement';
import { pictureFrameOf } from '../pictures/picture-room';
import type { Extent } from './picture-frame';

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
      placement: role === 'replaced' ? 'paragraph' : 'inline',
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
  const last = tag.syntax.filters[tag.syntax.filters.length - 1]?.name;
  if (last !== undefined && STYLED_FILTERS.has(last) && run !== undefined) {
    return styledFieldNode(xml, tag, tag.syntax, origin, styledPlacement(xml, tag.paragraph, run, role === 'replaced' ? 'paragraph' : 'inline'), runProperties);
  }
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
    ...(run !== undefined && standsAlone(tag) ? { standsAlone: true as const } : {}),
    origin,
  };
};

/** Nothing but white space around the tag in its paragraph. */
const standsAlone = (tag: TagOccurrence): boolean => !tag.paragraph.isProperty && (tag.paragraph.text.slice(0, tag.start) + tag.paragraph.text.slice(tag.end)).trim() === '';

/**
 * A field whose value is styled text or a link. In place of its paragraph, what `missing` writes
 * is a whole paragraph (the tag paragraph's properties, the tag's run formatting), or, blank,
 * nothing but the emptied paragraph when the paragraph must stay.
 */
const styledFieldNode = (
  xml: string,
  tag: TagOccurrence,
  syntax: Extract<TagOccurrence['syntax'], { kind: 'field' }>,
  origin: NodeOrigin,
  styled: StyledPlacement,
  runProperties: string,
): FieldNode => {
  const inline = styled.placement === 'inline';
  const paragraphStart = inline ? '' : `${openingOf(xml, tag.paragraph.element)}`;
  const runStart = inline ? '</w:t></w:r>' : paragraphStart;
  const runEnd = inline ? styled.reopenRun : `</w:r></w:p>`;
  const kept = escapeXmlText(tagText(tag));
  return {
    kind: 'field',
    name: syntax.name,
    filters: syntax.filters,
    ...(syntax.calculation === undefined ? {} : { calculation: syntax.calculation }),
    context: 'run',
    highlightOpen: `${runStart}<w:r>${highlightRunProperties(runProperties)}<w:t xml:space="preserve">`,
    highlightClose: inline ? `</w:t></w:r>${styled.reopenRun}` : '</w:t></w:r></w:p>',
    keptXml: inline ? kept : `${paragraphStart}<w:r>${runProperties}<w:t xml:space="preserve">${kept}</w:t>${runEnd}`,
    styled,
    origin,
  };
};
