import type { XmlElement } from '../part-model/part-model';

/** A place between two characters of a part's XML, with the innermost element open there. */
export interface Point {
  readonly offset: number;
  readonly element: XmlElement;
}

const PARAGRAPH_IDS = / w14:(?:paraId|textId)="[^"]*"/g;

/** The XML that reopens an element where it was cut: its start tag and leading properties. */
export const openingOf = (xml: string, element: XmlElement): string => {
  if (element.name === 'w:t') return '<w:t xml:space="preserve">';
  const opening = xml.slice(element.start, element.openEnd);
  return element.name === 'w:p' ? opening.replace(PARAGRAPH_IDS, '') : opening;
};

const chainOf = (element: XmlElement): XmlElement[] => {
  const chain: XmlElement[] = [];
  for (let current: XmlElement | undefined = element; current !== undefined; current = current.parent) chain.push(current);
  return chain.reverse();
};

/**
 * The XML that joins the output at `from` to the output at `to` when everything between is left
 * out: close what is open at `from` down to the common ancestor, then reopen what is open at `to`.
 * Empty when both points are directly inside the same element.
 */
export const transition = (xml: string, from: Point, to: Point): string => {
  if (from.element === to.element) return '';
  const fromChain = chainOf(from.element);
  const toChain = chainOf(to.element);
  let common = 0;
  while (common < fromChain.length && common < toChain.length && fromChain[common] === toChain[common]) common++;
  let text = '';
  for (let index = fromChain.length - 1; index >= common; index--) text += `</${fromChain[index]?.name ?? ''}>`;
  for (let index = common; index < toChain.length; index++) {
    const element = toChain[index];
    if (element !== undefined) text += openingOf(xml, element);
  }
  return text;
};
