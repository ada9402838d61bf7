import { tagEnd } from '../xml/xml-scanner';
import { removeElements, rewriteStartTags } from '../xml/start-tags';

/** A start tag that each placing of some content rewrites, read once. */
export interface TagSite {
  readonly name: string;
  readonly attributes: string;
  readonly selfClosing: boolean;
  readonly tag: string;
}

/**
 * XML as every placing writes it: pieces that never change, with a start tag to rewrite between
 * each two (`sites.length === pieces.length - 1`).
 */
export interface PlannedXml {
  readonly kind: 'planned';
  readonly pieces: readonly string[];
  readonly sites: readonly TagSite[];
}

/** How start tags are rewritten: which names may change, and the tags whose rewrite is the same for every placing. */
export interface TagRewriting {
  readonly wanted: (name: string) => boolean;
  readonly constant: (name: string, attributes: string, selfClosing: boolean, tag: string) => string | undefined;
  /** Leave out section properties (content placed as a snippet). */
  readonly removeSections: boolean;
}

const SITE = '\u0000';

/** Whether a slice ends inside a tag (then its tags cannot be planned apart from what follows). */
export const endsInsideTag = (xml: string): boolean => {
  const last = xml.lastIndexOf('<');
  return last !== -1 && tagEnd(xml, last + 1) === -1;
};

/**
 * Reads a slice of XML once into its constant pieces and the start tags to rewrite; undefined
 * when it cannot be planned alone (it ends inside a tag, or section properties to remove do not
 * end in it).
 */
export const planXml = (xml: string, rewriting: TagRewriting): PlannedXml | undefined => {
  if (xml.includes(SITE) || endsInsideTag(xml)) return undefined;
  let content = xml;
  if (rewriting.removeSections && content.includes('<w:sectPr')) {
    content = removeElements(content, 'w:sectPr');
    if (content.includes('<w:sectPr') || content.includes('</w:sectPr')) return undefined;
  }
  const sites: TagSite[] = [];
  const marked = rewriteStartTags(
    content,
    (name, attributes, selfClosing, tag) => {
      const constant = rewriting.constant(name, attributes, selfClosing, tag);
      if (constant !== undefined) return constant;
      sites.push({ name, attributes, selfClosing, tag });
      return SITE;
    },
    rewriting.wanted,
  );
  return { kind: 'planned', pieces: marked.split(SITE), sites };
};
