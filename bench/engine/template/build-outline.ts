import type { DocumentSize } from './document-size';
import type { Block, DocumentOutline, Inline, Paragraph } from './document-outline';

const SENTENCES = [
  'The parties agree that the obligations set out in this agreement shall be performed in good faith and within the periods stated below.',
  'Any notice given under this agreement shall be in writing and delivered by hand, by registered post or by electronic mail to the address of the other party.',
  'Nothing in this clause limits the liability of either party for fraud, for death or personal injury caused by negligence, or for any matter that cannot lawfully be limited.',
  'The receiving party shall keep confidential all information disclosed to it and shall not use that information except for the purposes of this agreement.',
  'This agreement is governed by the laws of the jurisdiction named in the schedule, and the courts of that jurisdiction have exclusive jurisdiction over any dispute.',
];

export const fieldName = (index: number): string => `field_${String(index + 1).padStart(4, '0')}`;
export const conditionName = (index: number): string => `cond_${String(index + 1).padStart(4, '0')}`;
export const conditionMarker = (index: number): string => `Clause C${String(index + 1).padStart(4, '0')} applies`;
export const REPEAT_LIST = 'rows';
export const REPEAT_COLUMNS = ['description', 'quantity', 'amount'] as const;

const text = (value: string): Inline => ({ kind: 'text', text: value });
const filler = (index: number): string => `${SENTENCES[index % SENTENCES.length] ?? ''} ${SENTENCES[(index + 2) % SENTENCES.length] ?? ''}`;
const paragraph = (inlines: ReadonlyArray<Inline>, heading = false): Paragraph => ({ kind: 'paragraph', heading, inlines });

/**
 * The content of a benchmark document: field occurrences spread evenly over the paragraphs
 * (one in four split across runs as Word does after an edit, one in three bold), conditional
 * sections between them, and a table at two thirds.
 */
export const buildOutline = (size: DocumentSize): DocumentOutline => {
  let nextField = 0;
  const takeField = (): Inline => {
    const occurrence = nextField;
    nextField += 1;
    return { kind: 'field', name: fieldName(occurrence % size.distinctFields), splitAcrossRuns: occurrence % 4 === 1, bold: occurrence % 3 === 0 };
  };
  const header = paragraph([text('Prepared for '), takeField()]);
  const footer = paragraph([text('Reference '), takeField(), text(' — confidential')]);
  const staticRows: Array<readonly [string, string]> = [];
  if (size.repeatRows === 0) {
    for (const label of ['Client', 'Matter']) {
      const field = takeField();
      if (field.kind === 'field') staticRows.push([label, field.name]);
    }
  }
  const bodyFields = size.fieldOccurrences - nextField;
  const body: Block[] = [];
  const tableAt = Math.floor((size.paragraphs * 2) / 3);
  let placedFields = 0;
  let placedConditions = 0;
  for (let index = 0; index < size.paragraphs; index += 1) {
    const fieldsHere = Math.floor(((index + 1) * bodyFields) / size.paragraphs) - placedFields;
    const inlines: Inline[] = [];
    for (let field = 0; field < fieldsHere; field += 1) inlines.push(text(field === 0 ? `${filler(index)} Name: ` : ', then '), takeField());
    placedFields += fieldsHere;
    inlines.push(text(fieldsHere === 0 ? filler(index) : '.'));
    const conditionsDue = Math.floor(((index + 1) * size.conditions) / size.paragraphs) - placedConditions;
    const inlineCondition = conditionsDue > 0 && placedConditions % 5 === 4;
    if (inlineCondition) {
      inlines.push(text(' '), { kind: 'inline-condition', condition: conditionName(placedConditions), text: `${conditionMarker(placedConditions)} inline.` });
    }
    body.push(paragraph(inlines, index % 25 === 0));
    for (let condition = inlineCondition ? 1 : 0; condition < conditionsDue; condition += 1) {
      const number = placedConditions + condition;
      body.push({
        kind: 'condition',
        condition: conditionName(number),
        paragraphs: [paragraph([text(`${conditionMarker(number)}. ${filler(number)}`)]), paragraph([text(filler(number + 1))])],
      });
    }
    placedConditions += conditionsDue;
    if (index === tableAt) {
      body.push(size.repeatRows === 0 ? { kind: 'static-table', rows: staticRows } : { kind: 'repeat-table', list: REPEAT_LIST, columns: REPEAT_COLUMNS });
    }
  }
  return { body, header, footer };
};
