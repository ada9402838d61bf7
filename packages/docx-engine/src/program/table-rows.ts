import type { Block } from './block-matcher';
import type { Paragraph, XmlElement } from '../part-model/part-model';

interface RowStep {
  readonly row: XmlElement;
  readonly cell: XmlElement | undefined;
}

/** The table rows around a paragraph, innermost first, up to the nearest text box. */
const rowsAround = (paragraph: Paragraph): RowStep[] => {
  const steps: RowStep[] = [];
  let cell: XmlElement | undefined;
  for (let element = paragraph.element.parent; element !== undefined; element = element.parent) {
    if (element.name === 'w:txbxContent') break;
    if (element.name === 'w:tc') cell = element;
    else if (element.name === 'w:tr') {
      steps.push({ row: element, cell });
      cell = undefined;
    }
  }
  return steps;
};

const within = (element: XmlElement, container: XmlElement): boolean => element.start >= container.start && element.end <= container.end;

/** The rows a block spans when it is a table-row block, else undefined. */
export const rowUnit = (block: Block, paragraphs: readonly Paragraph[]): { first: XmlElement; last: XmlElement } | undefined => {
  const open = block.open;
  const close = block.close;
  const aroundOpen = rowsAround(open.paragraph);
  const aroundClose = rowsAround(close.paragraph);
  const common = aroundOpen.find((step) => aroundClose.some((other) => other.row === step.row));
  if (common !== undefined) {
    const closeStep = aroundClose.find((other) => other.row === common.row);
    if (closeStep !== undefined && closeStep.cell !== common.cell) return { first: common.row, last: common.row };
  }
  // Different rows of one table, deeper than any common row.
  for (const stepOpen of aroundOpen) {
    if (common !== undefined && stepOpen.row === common.row) break;
    const stepClose = aroundClose.find((other) => other.row !== stepOpen.row && other.row.parent === stepOpen.row.parent);
    if (stepClose !== undefined && stepOpen.row.start < stepClose.row.start) return { first: stepOpen.row, last: stepClose.row };
  }
  if (common !== undefined && enclosesRowText(block, common.row, paragraphs)) return { first: common.row, last: common.row };
  return undefined;
};

/** Whether nothing but white space lies in the row before the opening tag and after the closing tag. */
const enclosesRowText = (block: Block, row: XmlElement, paragraphs: readonly Paragraph[]): boolean => {
  const open = block.open;
  const close = block.close;
  // The row's paragraphs are consecutive around the tags' paragraphs.
  let first = open.paragraph.index;
  while (first > 0 && within((paragraphs[first - 1] ?? open.paragraph).element, row)) first--;
  let last = close.paragraph.index;
  while (last + 1 < paragraphs.length && within((paragraphs[last + 1] ?? close.paragraph).element, row)) last++;
  for (const paragraph of paragraphs.slice(first, last + 1)) {
    let before = '';
    if (paragraph.element.start < open.paragraph.element.start) before = paragraph.text;
    else if (paragraph === open.paragraph) before = paragraph.text.slice(0, open.start);
    let after = '';
    if (paragraph.element.start > close.paragraph.element.start) after = paragraph.text;
    else if (paragraph === close.paragraph) after = paragraph.text.slice(close.end);
    if (paragraph === open.paragraph && paragraph === close.paragraph) {
      before = paragraph.text.slice(0, open.start);
      after = paragraph.text.slice(close.end);
    }
    if (before.trim().length > 0 || after.trim().length > 0) return false;
  }
  return true;
};
