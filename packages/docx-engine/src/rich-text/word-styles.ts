import type { StyleDefinition, StyleSheet } from '../part-model/style-sheet';
import type { TargetPackage } from '../compose/target-package';
import { escapeXmlText } from '../xml/xml-text';

/** The template styles styled text uses, by Word's built-in (English, lower-case) names. */
export type StyleKind = 'heading 1' | 'heading 2' | 'heading 3' | 'heading 4' | 'heading 5' | 'heading 6' | 'hyperlink' | 'list paragraph' | 'quote' | 'table grid';

interface StyleTemplate {
  readonly id: string;
  readonly name: string;
  readonly type: 'paragraph' | 'character' | 'table';
  /** The definition's content after its name and basedOn (`basedOn` is the default style of its type, when there is one). */
  readonly content: string;
}

const HEADING_SIZES = [32, 26, 24, 22, 22, 22];

const heading = (level: number): StyleTemplate => ({
  id: `Heading${level}`,
  name: `heading ${level}`,
  type: 'paragraph',
  content:
    `<w:next w:val="Normal"/><w:uiPriority w:val="9"/><w:qFormat/><w:pPr><w:keepNext/><w:keepLines/><w:spacing w:before="${level === 1 ? 240 : 40}" w:after="0"/>` +
    `<w:outlineLvl w:val="${level - 1}"/></w:pPr><w:rPr><w:b/><w:bCs/>${level >= 4 ? '<w:i/><w:iCs/>' : ''}<w:color w:val="2F5496"/>` +
    `<w:sz w:val="${HEADING_SIZES[level - 1] ?? 22}"/><w:szCs w:val="${HEADING_SIZES[level - 1] ?? 22}"/></w:rPr>`,
});

/** Definitions like Word's own, added to the output's styles when the template has no style of that name. */
const TEMPLATES: Readonly<Record<StyleKind, StyleTemplate>> = {
  'heading 1': heading(1),
  'heading 2': heading(2),
  'heading 3': heading(3),
  'heading 4': heading(4),
  'heading 5': heading(5),
  'heading 6': heading(6),
  hyperlink: { id: 'Hyperlink', name: 'Hyperlink', type: 'character', content: '<w:uiPriority w:val="99"/><w:unhideWhenUsed/><w:rPr><w:color w:val="0563C1"/><w:u w:val="single"/></w:rPr>' },
  'list paragraph': { id: 'ListParagraph', name: 'List Paragraph', type: 'paragraph', content: '<w:uiPriority w:val="34"/><w:qFormat/><w:pPr><w:ind w:left="720"/><w:contextualSpacing/></w:pPr>' },
  quote: {
    id: 'Quote',
    name: 'Quote',
    type: 'paragraph',
    content: '<w:next w:val="Normal"/><w:uiPriority w:val="29"/><w:qFormat/><w:pPr><w:ind w:left="720" w:right="720"/></w:pPr><w:rPr><w:i/><w:iCs/><w:color w:val="404040"/></w:rPr>',
  },
  'table grid': {
    id: 'TableGrid',
    name: 'Table Grid',
    type: 'table',
    content:
      '<w:uiPriority w:val="39"/><w:pPr><w:spacing w:after="0" w:line="240" w:lineRule="auto"/></w:pPr><w:tblPr><w:tblBorders>' +
      ['top', 'left', 'bottom', 'right', 'insideH', 'insideV'].map((side) => `<w:${side} w:val="single" w:sz="4" w:space="0" w:color="auto"/>`).join('') +
      '</w:tblBorders></w:tblPr>',
  },
};

const byName = new WeakMap<StyleSheet, ReadonlyMap<string, StyleDefinition>>();

/** A template's styles by lower-case name (read once per style sheet). */
const stylesByName = (sheet: StyleSheet): ReadonlyMap<string, StyleDefinition> => {
  let names = byName.get(sheet);
  if (names === undefined) {
    const made = new Map<string, StyleDefinition>();
    for (const style of sheet.byId.values()) if (style.name !== undefined && !made.has(style.name.toLowerCase())) made.set(style.name.toLowerCase(), style);
    names = made;
    byName.set(sheet, names);
  }
  return names;
};

/**
 * The id of the output's style of this kind: the template's own (found by name, so a template
 * made in another language, whose Heading 1 is `berschrift1`, is used as it is), else a
 * definition like Word's added to the output (under a free id).
 */
export const styleIdOf = (target: TargetPackage, kind: StyleKind): string => {
  const template = TEMPLATES[kind];
  const sheet = target.reader.styles;
  const own = sheet === undefined ? undefined : stylesByName(sheet).get(template.name.toLowerCase());
  if (own !== undefined && own.type === template.type) return own.id;
  const shape = `\u0000quire:${kind}`;
  const imported = target.styles.importedAs(shape);
  if (imported !== undefined) return imported;
  const { id, name } = target.styles.freeIdAndName(template.id, template.name);
  const basedOn = template.type === 'paragraph' ? sheet?.defaults.get('paragraph') : undefined;
  const content = basedOn === undefined ? template.content.replace('<w:next w:val="Normal"/>', '') : template.content.replace('w:val="Normal"', `w:val="${escapeXmlText(basedOn)}"`);
  const xml =
    `<w:style w:type="${template.type}" w:styleId="${escapeXmlText(id)}"><w:name w:val="${escapeXmlText(name ?? template.name)}"/>` +
    `${basedOn === undefined ? '' : `<w:basedOn w:val="${escapeXmlText(basedOn)}"/>`}${content}</w:style>`;
  target.styles.add(shape, id, xml);
  return id;
};
