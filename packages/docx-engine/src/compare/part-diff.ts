import { acceptRevisions, REVISION_ELEMENTS } from './accept-revisions';
import { type BlockBudget, readBlocks } from './block-model';
import { diffBlocks, type DiffContext } from './block-diff';
import { structureRefusal } from '../structure/structure-refusal';
import type { DocxRefusal } from '../package/docx-refusal';
import { elementTree, isProblem, NOT_MODELLED, type XmlElement } from './element-tree';

/** One part of a compare: the original's XML (empty for a part only the revised file has) and the revised one's. */
export interface PartPair {
  readonly area: DiffContext['area'];
  readonly originalPart: string;
  readonly revisedPart: string;
  readonly originalXml: string | undefined;
  readonly revisedXml: string;
}

/** A part read for the compare that is not well-formed XML or nests too deep; caught by compareDocuments. */
export class PartRefused extends Error {
  constructor(
    readonly file: 'original' | 'revised',
    readonly refusal: DocxRefusal,
  ) {
    super(refusal.message);
  }
}

/** A document's blocks are this deep (the root element 1, w:body 2); a header's are less deep. */
const BLOCK_DEPTH = 3;

/**
 * The part's element tree down to its blocks, checked as it is built (the one scan of the part):
 * what is inside a block is built when the block is read (`modelled`), which a block equal to
 * its counterpart never is.
 */
const checkedTree = (xml: string, part: string, file: 'original' | 'revised', maxDepth: number): { readonly xml: string; readonly tree: XmlElement } => {
  const revisions = { names: REVISION_ELEMENTS, any: false };
  const tree = elementTree(xml, maxDepth, { shallow: NOT_MODELLED, keepDepth: BLOCK_DEPTH, watch: revisions });
  if (isProblem(tree)) throw new PartRefused(file, structureRefusal(part, xml, tree));
  if (!revisions.any) return { xml, tree };
  // Tracked changes already there are accepted first (seen in the same scan; the part read again without them).
  const accepted = acceptRevisions(xml);
  return { xml: accepted, tree: elementTree(accepted, undefined, { shallow: NOT_MODELLED, keepDepth: BLOCK_DEPTH }) };
};

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
 * (tracked changes already in either are accepted first); both parts are checked as they are
 * read (PartRefused when one is not well-formed); undefined for a part with no
 * WordprocessingML container (left as it is).
 */
export const diffPart = (
  pair: PartPair,
  context: Omit<DiffContext, 'originalXml' | 'revisedXml' | 'area' | 'originalPart' | 'revisedPart' | 'words'>,
  budgets: { readonly original: BlockBudget; readonly revised: BlockBudget },
  maxXmlDepth: number,
): string | undefined => {
  const revisedRead = checkedTree(pair.revisedXml, pair.revisedPart, 'revised', maxXmlDepth);
  const revisedXml = revisedRead.xml;
  const revisedContainer = containerOf(revisedRead.tree);
  if (revisedContainer === undefined || revisedContainer.openEnd === revisedContainer.end) return undefined;
  const originalRead = pair.originalXml === undefined ? undefined : checkedTree(pair.originalXml, pair.originalPart, 'original', maxXmlDepth);
  const originalXml = originalRead?.xml ?? '';
  const originalContainer = originalRead === undefined ? undefined : containerOf(originalRead.tree);
  const revisedElements = blockElements(revisedContainer);
  const original = originalContainer === undefined ? [] : readBlocks(originalXml, blockElements(originalContainer), '', budgets.original);
  const revised = readBlocks(revisedXml, revisedElements, '', budgets.revised);
  const body = diffBlocks(original, revised, { ...context, originalXml, revisedXml, area: pair.area, originalPart: pair.originalPart, revisedPart: pair.revisedPart, words: new Map() });
  const tail = revisedElements.length < revisedContainer.children.length ? (revisedContainer.children[revisedContainer.children.length - 1]?.start ?? revisedContainer.innerEnd) : revisedContainer.innerEnd;
  return `${revisedXml.slice(0, revisedContainer.openEnd)}${body}${revisedXml.slice(tail)}`;
};
