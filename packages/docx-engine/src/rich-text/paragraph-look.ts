import { escapeXmlText } from '../xml/xml-text';
import { paragraphPropertiesXml, propertyChildren, type PropertyChild } from './property-children';
import type { Alignment } from './rich-model';

const RULE: PropertyChild = { name: 'w:pBdr', xml: '<w:pBdr><w:bottom w:val="single" w:sz="6" w:space="1" w:color="auto"/></w:pBdr>' };

/** How one paragraph of styled text is set out, besides numbering. */
export interface ParagraphSpec {
  /** The paragraph style's id, replacing the tag paragraph's. */
  readonly style: string | undefined;
  /** Keep the tag paragraph's own properties (spacing, alignment, indentation...): body text does, headings and quotes do not. */
  readonly keepOwn: boolean;
  /** Left indentation in twentieths of a point (quotes, a list item's later paragraphs); 0 for none. */
  readonly indent: number;
  readonly align: Alignment | undefined;
  /** A horizontal line under the paragraph (`---`, `<hr>`). */
  readonly rule: boolean;
}

/**
 * The paragraph properties of a tag's paragraph (its `w:pPr`, without section break and
 * revision), read once at compile time, and those of the paragraphs of styled text written in
 * its place, made once per kind of paragraph and kept.
 */
export class ParagraphLook {
  private readonly children: readonly PropertyChild[];
  private readonly made = new Map<string, string>();

  constructor(paragraphProperties: string) {
    this.children = paragraphProperties === '' ? [] : propertyChildren(paragraphProperties).filter((child) => child.name !== 'w:sectPr' && child.name !== 'w:pPrChange');
  }

  properties(spec: ParagraphSpec): string {
    const key = `${spec.style ?? ''}|${spec.keepOwn ? 1 : 0}|${spec.indent}|${spec.align ?? ''}|${spec.rule ? 1 : 0}`;
    let xml = this.made.get(key);
    if (xml === undefined) {
      const replaced = new Set<string>();
      const added: PropertyChild[] = [];
      if (spec.style !== undefined) {
        replaced.add('w:pStyle');
        added.push({ name: 'w:pStyle', xml: `<w:pStyle w:val="${escapeXmlText(spec.style)}"/>` });
      }
      if (spec.indent > 0) {
        replaced.add('w:ind');
        added.push({ name: 'w:ind', xml: `<w:ind w:left="${spec.indent}"/>` });
      }
      if (spec.align !== undefined) {
        replaced.add('w:jc');
        added.push({ name: 'w:jc', xml: `<w:jc w:val="${spec.align}"/>` });
      }
      if (spec.rule) {
        replaced.add('w:pBdr');
        added.push(RULE);
      }
      const own = spec.keepOwn ? this.children.filter((child) => !replaced.has(child.name)) : [];
      xml = paragraphPropertiesXml([...own, ...added]);
      this.made.set(key, xml);
    }
    return xml;
  }
}

/** Paragraphs of styled text that take nothing from the tag's paragraph (inside tables of styled text). */
export const PLAIN_PARAGRAPH_LOOK = new ParagraphLook('');
