import { decodeXmlText } from '../xml/xml-text';
import { attributeOf } from '../xml/start-tags';

export interface StyleDefinition {
  readonly id: string;
  readonly type: string;
  readonly isDefault: boolean;
  /** The whole `w:style` element as written. */
  readonly xml: string;
  readonly name: string | undefined;
  readonly basedOn: string | undefined;
  readonly next: string | undefined;
  readonly link: string | undefined;
}

/** The styles of a styles part, read with regular expressions over its flat list of `w:style` elements. */
export interface StyleSheet {
  readonly byId: ReadonlyMap<string, StyleDefinition>;
  /** The default style of each type (paragraph, character, table, numbering). */
  readonly defaults: ReadonlyMap<string, string>;
  /** Lower-case style names in use. */
  readonly names: ReadonlySet<string>;
}

const STYLE = /<w:style\b((?:[^>"']|"[^"]*"|'[^']*')*?)(?:\/>|>([\s\S]*?)<\/w:style>)/g;
const childValue = (content: string, name: string): string | undefined => {
  const match = new RegExp(`<w:${name}\\b[^>]*?\\sw:val\\s*=\\s*"([^"]*)"`).exec(content);
  return match?.[1] === undefined ? undefined : decodeXmlText(match[1]);
};

export const readStyleSheet = (xml: string): StyleSheet => {
  const byId = new Map<string, StyleDefinition>();
  const defaults = new Map<string, string>();
  const names = new Set<string>();
  for (const match of xml.matchAll(STYLE)) {
    const attributes = match[1] ?? '';
    const content = match[2] ?? '';
    const id = decodeXmlText(attributeOf(attributes, 'w:styleId') ?? '');
    const type = attributeOf(attributes, 'w:type') ?? 'paragraph';
    const isDefault = ['1', 'true', 'on'].includes(attributeOf(attributes, 'w:default') ?? '');
    const name = childValue(content, 'name');
    if (name !== undefined) names.add(name.toLowerCase());
    if (isDefault && !defaults.has(type)) defaults.set(type, id);
    byId.set(id, { id, type, isDefault, xml: match[0], name, basedOn: childValue(content, 'basedOn'), next: childValue(content, 'next'), link: childValue(content, 'link') });
  }
  return { byId, defaults, names };
};

/** A style's definition for comparison: revision-save ids and white space between elements do not count. */
export const comparableStyle = (xml: string): string =>
  xml
    .replace(/<w:rsid\b[^>]*\/>/g, '')
    .replace(/>\s+</g, '><')
    .replace(/\sw:default\s*=\s*"[^"]*"/, '');
