import { readXmlAttributes } from '../read-xml-attributes';
import { isHyperlinkRelationship } from './relationship';

const RELATIONSHIP_ELEMENT = /<(?:[\w.-]+:)?Relationship\b([^>]*?)(?:\/>|>[\s\S]*?<\/(?:[\w.-]+:)?Relationship\s*>)/g;

export interface DroppedRelationships {
  /** The .rels text without the dropped relationships. */
  readonly xml: string;
  /** Ids of the relationships removed: remove the elements of the source part that point at them. */
  readonly droppedIds: readonly string[];
}

/**
 * Removes from a .rels part every relationship to something outside the package other than a
 * hyperlink (attached templates, linked images, OLE links, mail-merge sources): every generated
 * document leaves them out (docs/limits.md#links-to-the-outside). Everything else is kept byte for byte.
 */
export const dropExternalRelationships = (relsXml: string): DroppedRelationships => {
  const droppedIds: string[] = [];
  const xml = relsXml.replace(RELATIONSHIP_ELEMENT, (element, attributeText: string) => {
    const attributes = readXmlAttributes(attributeText);
    const external = attributes.get('TargetMode')?.toLowerCase() === 'external';
    if (!external || isHyperlinkRelationship(attributes.get('Type') ?? '')) return element;
    droppedIds.push(attributes.get('Id') ?? '');
    return '';
  });
  return { xml: droppedIds.length === 0 ? relsXml : xml, droppedIds };
};
