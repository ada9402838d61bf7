import { acceptRevisions } from './accept-revisions';
import { type BlockBudget, readBlocks } from './block-model';
import { diffBlocks, type DiffContext } from './block-diff';
import { elementTree, type XmlElement } from './element-tree';

/** One part of a compare: the original's XML (empty for a part only the revised file has) and the revised one's. */
export interface PartPair {
  readonly area: DiffContext['area'];
  readonly originalPart: string;
  readonly revisedPart: string;
  readonly originalXml: string | undefined;
  readonly revisedXml: string;
}

/** Where a part's blocks are: the w:body of a document, the root of a header or footer. */
const containerOf = (root: XmlElement): XmlElement | undefined => {
  const top = root.children.find((child) => child.name.startsWith('w:'));
  if (top === undefined) return undefined;
  return top.name === 'w:document' ? top.children.find((child) => child.name === 'w:body') : top;
};

/** A container's blocks, without the body's closing section properties. */
const blockElements = (container: XmlElement): readonly XmlElement[] => {
  const last = container.children[container.children.length - 1];
  return last?.name === 'w:sectPr' ? container.children.slice(0, -1) : container.children;
};

/**
 * The revised part's XML with its blocks replaced by the tracked comparison with the original's
 * (tracked changes already in either are accepted first); undefined for a part with no
 * WordprocessingML container (left as it is).
 */
export const diffPart = (
  pair: PartPair,
  context: Omit<DiffContext, 'originalXml' | 'revisedXml' | 'area' | 'originalPart' | 'revisedPart'>,
  budgets: { readonly original: BlockBudget; readonly revised: BlockBudget },
): string | undefined => {
  const revisedXml = acceptRevisions(pair.revisedXml);
  const originalXml = pair.originalXml === undefined ? '' : acceptRevisions(pair.originalXml);
  const revisedContainer = containerOf(elementTree(revisedXml));
  if (revisedContainer === undefined || revisedContainer.openEnd === revisedContainer.end) return undefined;
  const originalContainer = originalXml === '' ? undefined : containerOf(elementTree(originalXml));
  const revisedElements = blockElements(revisedContainer);
  const original = originalContainer === undefined ? [] : readBlocks(originalXml, blockElements(originalContainer), '', budgets.original);
  const revised = readBlocks(revisedXml, revisedElements, '', budgets.revised);
  const body = diffBlocks(original, revised, { ...context, originalXml, revisedXml, area: pair.area, originalPart: pair.originalPart, revisedPart: pair.revisedPart });
  const tail = revisedElements.length < revisedContainer.children.length ? (revisedContainer.children[revisedContainer.children.length - 1]?.start ?? revisedContainer.innerEnd) : revisedContainer.innerEnd;
  return `${revisedXml.slice(0, revisedContainer.openEnd)}${body}${revisedXml.slice(tail)}`;
};
