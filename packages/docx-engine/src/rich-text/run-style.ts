import { escapeXmlText } from '../xml/xml-text';
import { propertyChildren, runPropertiesXml, type PropertyChild } from './property-children';
import { BOLD, CODE, HIGHLIGHT, ITALIC, STRIKE, SUBSCRIPT, SUPERSCRIPT, UNDERLINE } from './rich-model';

const MONOSPACE = 'Courier New';

/** What each formatting bit writes, and which of the tag's own properties it replaces. */
const MARK_PROPERTIES: readonly { readonly mark: number; readonly replaces: readonly string[]; readonly children: readonly PropertyChild[] }[] = [
  { mark: BOLD, replaces: ['w:b', 'w:bCs'], children: [{ name: 'w:b', xml: '<w:b/>' }, { name: 'w:bCs', xml: '<w:bCs/>' }] },
  { mark: ITALIC, replaces: ['w:i', 'w:iCs'], children: [{ name: 'w:i', xml: '<w:i/>' }, { name: 'w:iCs', xml: '<w:iCs/>' }] },
  { mark: UNDERLINE, replaces: ['w:u'], children: [{ name: 'w:u', xml: '<w:u w:val="single"/>' }] },
  { mark: STRIKE, replaces: ['w:strike', 'w:dstrike'], children: [{ name: 'w:strike', xml: '<w:strike/>' }] },
  {
    mark: CODE,
    replaces: ['w:rFonts', 'w:shd'],
    children: [
      { name: 'w:rFonts', xml: `<w:rFonts w:ascii="${MONOSPACE}" w:hAnsi="${MONOSPACE}" w:eastAsia="${MONOSPACE}" w:cs="${MONOSPACE}"/>` },
      { name: 'w:shd', xml: '<w:shd w:val="clear" w:color="auto" w:fill="F2F2F2"/>' },
    ],
  },
  { mark: HIGHLIGHT, replaces: ['w:highlight'], children: [{ name: 'w:highlight', xml: '<w:highlight w:val="yellow"/>' }] },
  { mark: SUPERSCRIPT, replaces: ['w:vertAlign'], children: [{ name: 'w:vertAlign', xml: '<w:vertAlign w:val="superscript"/>' }] },
  { mark: SUBSCRIPT, replaces: ['w:vertAlign'], children: [{ name: 'w:vertAlign', xml: '<w:vertAlign w:val="subscript"/>' }] },
];

/** A link shows its character style: the tag's own color and underline would hide it. */
const LINK_REPLACES = new Set(['w:rStyle', 'w:color', 'w:u']);
const IN_LINK = 1 << 12;

/**
 * The run formatting of a tag (its `w:rPr`), read once at compile time, and the run properties
 * of styled text written with it: the tag's formatting with each formatting bit's properties put
 * in (in the schema's order), made once per combination and kept.
 */
export class RunStyle {
  private readonly children: readonly PropertyChild[];
  private readonly ownStyle: string;
  private readonly made = new Map<number, string>();

  constructor(runProperties: string) {
    const children = runProperties === '' ? [] : propertyChildren(runProperties).filter((child) => child.name !== 'w:rPrChange');
    this.ownStyle = children.find((child) => child.name === 'w:rStyle')?.xml ?? '';
    this.children = children.filter((child) => child.name !== 'w:rStyle');
  }

  /** `<w:rPr>…</w:rPr>` (or '') for text with these formatting bits; `linkStyle`: the hyperlink style's id, for text in a link. */
  properties(marks: number, linkStyle?: string): string {
    const key = marks | (linkStyle === undefined ? 0 : IN_LINK);
    let rest = this.made.get(key);
    if (rest === undefined) {
      rest = this.without(marks, linkStyle !== undefined);
      this.made.set(key, rest);
    }
    const style = linkStyle === undefined ? this.ownStyle : `<w:rStyle w:val="${escapeXmlText(linkStyle)}"/>`;
    if (style === '') return rest === '' ? '' : `<w:rPr>${rest}</w:rPr>`;
    return `<w:rPr>${style}${rest}</w:rPr>`;
  }

  /** The properties after `w:rStyle`, in order. */
  private without(marks: number, inLink: boolean): string {
    const replaced = new Set<string>(inLink ? LINK_REPLACES : []);
    const added: PropertyChild[] = [];
    for (const mark of MARK_PROPERTIES) {
      if ((marks & mark.mark) === 0 || (mark.mark === SUBSCRIPT && (marks & SUPERSCRIPT) !== 0)) continue;
      for (const name of mark.replaces) replaced.add(name);
      added.push(...mark.children);
    }
    const xml = runPropertiesXml([...this.children.filter((child) => !replaced.has(child.name)), ...added]);
    return xml === '' ? '' : xml.slice('<w:rPr>'.length, -'</w:rPr>'.length);
  }
}

/** Styled text's runs where the tag's formatting does not apply (headings take their style's). */
export const PLAIN_RUN_STYLE = new RunStyle('');
