import { buildZip } from '../zip/build-zip';
import { escapeXml, paragraphXml } from './wordml';

export type HeaderFooterKind = 'default' | 'first' | 'even';

export interface MinimalDocxExtras {
  /** Header content (paragraph XML) by kind; each becomes word/headerN.xml referenced from the section. */
  readonly headers?: Partial<Record<HeaderFooterKind, string>>;
  readonly footers?: Partial<Record<HeaderFooterKind, string>>;
  /** Footnotes by id (1, 2, ...): paragraph XML. Reference them in the body with footnoteReferenceXml(id). */
  readonly footnotes?: Readonly<Record<number, string>>;
  readonly endnotes?: Readonly<Record<number, string>>;
  /** Comments by id (0, 1, ...): paragraph XML. Anchor them with commentReferenceXml(id). */
  readonly comments?: Readonly<Record<number, string>>;
  /** The document title (docProps/core.xml dc:title). */
  readonly title?: string;
  /** Replaces word/styles.xml. */
  readonly stylesXml?: string;
  /** Adds word/numbering.xml (with its relationship and content type). */
  readonly numberingXml?: string;
  /** More parts by name (media, custom XML, ...). Give their content types and relationships below. */
  readonly parts?: Readonly<Record<string, string | Uint8Array>>;
  /** More relationships of word/document.xml (ids must not start with "rIdQ", which the builder uses). */
  readonly documentRelationships?: readonly { readonly id: string; readonly type: string; readonly target: string; readonly external?: boolean }[];
  /** More relationships of the package (_rels/.rels). */
  readonly packageRelationships?: readonly { readonly id: string; readonly type: string; readonly target: string; readonly external?: boolean }[];
  /** More content types: Override by part name (no leading slash) and Default by extension. */
  readonly contentTypeOverrides?: Readonly<Record<string, string>>;
  readonly contentTypeDefaults?: Readonly<Record<string, string>>;
  /** More children of the body's final w:sectPr, placed after w:pgMar (e.g. w:pgNumType, w:cols, w:vAlign). */
  readonly sectionPropertiesXml?: string;
  /**
   * Only what a reader needs to accept the package: content types, the package's relationship to
   * the document, the document, and its relationships when some are given (no styles, settings or
   * document properties). The smallest document, which hostile documents are built on.
   */
  readonly bare?: boolean;
  /** Parts left out (to make a package without one of them, e.g. without word/document.xml). */
  readonly without?: readonly string[];
}

export const NAMESPACES =
  'xmlns:wpc="http://schemas.microsoft.com/office/word/2010/wordprocessingCanvas" ' +
  'xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006" ' +
  'xmlns:o="urn:schemas-microsoft-com:office:office" ' +
  'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" ' +
  'xmlns:m="http://schemas.openxmlformats.org/officeDocument/2006/math" ' +
  'xmlns:v="urn:schemas-microsoft-com:vml" ' +
  'xmlns:wp14="http://schemas.microsoft.com/office/word/2010/wordprocessingDrawing" ' +
  'xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing" ' +
  'xmlns:w10="urn:schemas-microsoft-com:office:word" ' +
  'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" ' +
  'xmlns:w14="http://schemas.microsoft.com/office/word/2010/wordml" ' +
  'xmlns:w15="http://schemas.microsoft.com/office/word/2012/wordml" ' +
  'xmlns:wpg="http://schemas.microsoft.com/office/word/2010/wordprocessingGroup" ' +
  'xmlns:wps="http://schemas.microsoft.com/office/word/2010/wordprocessingShape" ' +
  'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" ' +
  'xmlns:pic="http://schemas.openxmlformats.org/drawingml/2006/picture" ' +
  'mc:Ignorable="w14 w15 wp14"';

export const DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n';
/** Relationship types of the main document: `${REL}/styles`, `${REL}/officeDocument`... */
export const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
/** Content types of WordprocessingML parts: `${WML}.document.main+xml`, `${WML}.styles+xml`... */
export const WML = 'application/vnd.openxmlformats-officedocument.wordprocessingml';

const DEFAULT_STYLES = `${DECLARATION}<w:styles ${NAMESPACES}><w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:asciiTheme="minorHAnsi" w:hAnsiTheme="minorHAnsi"/><w:sz w:val="22"/><w:szCs w:val="22"/><w:lang w:val="en-US"/></w:rPr></w:rPrDefault><w:pPrDefault><w:pPr><w:spacing w:after="160" w:line="259" w:lineRule="auto"/></w:pPr></w:pPrDefault></w:docDefaults><w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/><w:qFormat/></w:style><w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/><w:basedOn w:val="Normal"/><w:next w:val="Normal"/><w:qFormat/><w:pPr><w:keepNext/><w:outlineLvl w:val="0"/></w:pPr><w:rPr><w:b/><w:sz w:val="32"/></w:rPr></w:style><w:style w:type="paragraph" w:styleId="ListParagraph"><w:name w:val="List Paragraph"/><w:basedOn w:val="Normal"/><w:qFormat/><w:pPr><w:ind w:left="720"/></w:pPr></w:style><w:style w:type="character" w:default="1" w:styleId="DefaultParagraphFont"><w:name w:val="Default Paragraph Font"/><w:uiPriority w:val="1"/><w:semiHidden/></w:style><w:style w:type="character" w:styleId="Hyperlink"><w:name w:val="Hyperlink"/><w:basedOn w:val="DefaultParagraphFont"/><w:rPr><w:color w:val="0563C1"/><w:u w:val="single"/></w:rPr></w:style><w:style w:type="table" w:default="1" w:styleId="TableNormal"><w:name w:val="Normal Table"/><w:semiHidden/><w:tblPr><w:tblInd w:w="0" w:type="dxa"/><w:tblCellMar><w:top w:w="0" w:type="dxa"/><w:left w:w="108" w:type="dxa"/><w:bottom w:w="0" w:type="dxa"/><w:right w:w="108" w:type="dxa"/></w:tblCellMar></w:tblPr></w:style><w:style w:type="table" w:styleId="TableGrid"><w:name w:val="Table Grid"/><w:basedOn w:val="TableNormal"/><w:tblPr><w:tblBorders><w:top w:val="single" w:sz="4" w:space="0" w:color="auto"/><w:left w:val="single" w:sz="4" w:space="0" w:color="auto"/><w:bottom w:val="single" w:sz="4" w:space="0" w:color="auto"/><w:right w:val="single" w:sz="4" w:space="0" w:color="auto"/><w:insideH w:val="single" w:sz="4" w:space="0" w:color="auto"/><w:insideV w:val="single" w:sz="4" w:space="0" w:color="auto"/></w:tblBorders></w:tblPr></w:style><w:style w:type="character" w:styleId="FootnoteReference"><w:name w:val="footnote reference"/><w:rPr><w:vertAlign w:val="superscript"/></w:rPr></w:style></w:styles>`;

/** A relationships part (_rels/.rels, word/_rels/document.xml.rels). */
export const relationshipsXml = (relationships: readonly { id: string; type: string; target: string; external?: boolean }[]): string =>
  `${DECLARATION}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${relationships
    .map(
      (relationship) =>
        `<Relationship Id="${relationship.id}" Type="${relationship.type}" Target="${escapeXml(relationship.target)}"${relationship.external === true ? ' TargetMode="External"' : ''}/>`,
    )
    .join('')}</Relationships>`;

const notesXml = (kind: 'footnote' | 'endnote', notes: Readonly<Record<number, string>>): string =>
  `${DECLARATION}<w:${kind}s ${NAMESPACES}>` +
  `<w:${kind} w:type="separator" w:id="-1"><w:p><w:r><w:separator/></w:r></w:p></w:${kind}>` +
  `<w:${kind} w:type="continuationSeparator" w:id="0"><w:p><w:r><w:continuationSeparator/></w:r></w:p></w:${kind}>` +
  Object.entries(notes)
    .map(([id, content]) => `<w:${kind} w:id="${id}">${content}</w:${kind}>`)
    .join('') +
  `</w:${kind}s>`;

/** A run holding the reference mark of footnote `id` (use inside a paragraph). */
export const footnoteReferenceXml = (id: number): string => `<w:r><w:rPr><w:rStyle w:val="FootnoteReference"/></w:rPr><w:footnoteReference w:id="${id}"/></w:r>`;
export const endnoteReferenceXml = (id: number): string => `<w:r><w:endnoteReference w:id="${id}"/></w:r>`;
/** Anchors comment `id` on the runs between start and end (use inside a paragraph). */
export const commentRangeXml = (id: number, runsXml: string): string =>
  `<w:commentRangeStart w:id="${id}"/>${runsXml}<w:commentRangeEnd w:id="${id}"/><w:r><w:commentReference w:id="${id}"/></w:r>`;

/**
 * [Content_Types].xml: a Default by extension (rels, xml, png and jpeg, and `defaults`), an
 * Override by part name (no leading slash) for each of `overrides`.
 */
export const contentTypesXml = (overrides: Readonly<Record<string, string>>, defaults: Readonly<Record<string, string>> = {}): string =>
  `${DECLARATION}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
  Object.entries({ rels: 'application/vnd.openxmlformats-package.relationships+xml', xml: 'application/xml', png: 'image/png', jpeg: 'image/jpeg', ...defaults })
    .map(([extension, type]) => `<Default Extension="${extension}" ContentType="${type}"/>`)
    .join('') +
  Object.entries(overrides)
    .map(([name, type]) => `<Override PartName="/${name}" ContentType="${type}"/>`)
    .join('') +
  '</Types>';

/**
 * The parts of a valid minimal .docx laid out as Word writes one: [Content_Types].xml,
 * _rels/.rels, word/document.xml (the given body content plus a final w:sectPr), its
 * relationships, word/styles.xml, word/settings.xml, docProps/core.xml and docProps/app.xml;
 * plus headers, footers, notes, comments and any other parts asked for in `extras`.
 * Use it to build a broken package with buildZip; most tests want minimalDocx.
 */
export const minimalDocxParts = (bodyXml: string, extras: MinimalDocxExtras = {}): Record<string, string | Uint8Array> => {
  const parts: Record<string, string | Uint8Array> = {};
  const bare = extras.bare === true;
  const overrides: Record<string, string> = {
    'word/document.xml': `${WML}.document.main+xml`,
    ...(bare
      ? {}
      : {
          'word/styles.xml': `${WML}.styles+xml`,
          'word/settings.xml': `${WML}.settings+xml`,
          'docProps/core.xml': 'application/vnd.openxmlformats-package.core-properties+xml',
          'docProps/app.xml': 'application/vnd.openxmlformats-officedocument.extended-properties+xml',
        }),
  };
  const documentRelationships: { id: string; type: string; target: string; external?: boolean }[] = bare
    ? []
    : [
        { id: 'rIdQ1', type: `${REL}/styles`, target: 'styles.xml' },
        { id: 'rIdQ2', type: `${REL}/settings`, target: 'settings.xml' },
      ];
  const sectionReferences: string[] = [];
  let counter = 0;
  let evenAndOdd = false;
  let titlePage = false;
  for (const kind of ['header', 'footer'] as const) {
    const contents = (kind === 'header' ? extras.headers : extras.footers) ?? {};
    for (const type of ['default', 'first', 'even'] as const) {
      const content = contents[type];
      if (content === undefined) continue;
      counter += 1;
      const index = Object.keys(parts).filter((name) => name.startsWith(`word/${kind}`)).length + 1;
      const name = `${kind}${index}.xml`;
      const root = kind === 'header' ? 'w:hdr' : 'w:ftr';
      parts[`word/${name}`] = `${DECLARATION}<${root} ${NAMESPACES}>${content}</${root}>`;
      overrides[`word/${name}`] = `${WML}.${kind}+xml`;
      documentRelationships.push({ id: `rIdQH${counter}`, type: `${REL}/${kind}`, target: name });
      sectionReferences.push(`<w:${kind}Reference w:type="${type}" r:id="rIdQH${counter}"/>`);
      evenAndOdd ||= type === 'even';
      titlePage ||= type === 'first';
    }
  }
  sectionReferences.sort((a, b) => (a.startsWith('<w:header') === b.startsWith('<w:header') ? 0 : a.startsWith('<w:header') ? -1 : 1));
  const noteParts = [
    ['footnotes', extras.footnotes, 'footnote'],
    ['endnotes', extras.endnotes, 'endnote'],
  ] as const;
  for (const [part, notes, kind] of noteParts) {
    if (notes === undefined) continue;
    parts[`word/${part}.xml`] = notesXml(kind, notes);
    overrides[`word/${part}.xml`] = `${WML}.${part}+xml`;
    documentRelationships.push({ id: `rIdQ${part}`, type: `${REL}/${part}`, target: `${part}.xml` });
  }
  if (extras.comments !== undefined) {
    parts['word/comments.xml'] = `${DECLARATION}<w:comments ${NAMESPACES}>${Object.entries(extras.comments)
      .map(([id, content]) => `<w:comment w:id="${id}" w:author="Quire" w:date="2026-01-01T00:00:00Z" w:initials="Q">${content}</w:comment>`)
      .join('')}</w:comments>`;
    overrides['word/comments.xml'] = `${WML}.comments+xml`;
    documentRelationships.push({ id: 'rIdQcomments', type: `${REL}/comments`, target: 'comments.xml' });
  }
  if (extras.numberingXml !== undefined) {
    parts['word/numbering.xml'] = extras.numberingXml;
    overrides['word/numbering.xml'] = `${WML}.numbering+xml`;
    documentRelationships.push({ id: 'rIdQnumbering', type: `${REL}/numbering`, target: 'numbering.xml' });
  }
  documentRelationships.push(...(extras.documentRelationships ?? []));
  Object.assign(parts, extras.parts ?? {});
  Object.assign(overrides, extras.contentTypeOverrides ?? {});

  const contentTypes = contentTypesXml(overrides, extras.contentTypeDefaults);
  const sectionProperties =
    `<w:sectPr>${sectionReferences.join('')}<w:pgSz w:w="12240" w:h="15840"/>` +
    `<w:pgMar w:top="1440" w:right="1440" w:bottom="1440" w:left="1440" w:header="720" w:footer="720" w:gutter="0"/>` +
    `${extras.sectionPropertiesXml ?? ''}${titlePage ? '<w:titlePg/>' : ''}</w:sectPr>`;
  const packageRelationships = [
    { id: 'rId1', type: `${REL}/officeDocument`, target: 'word/document.xml' },
    ...(bare
      ? []
      : [
          { id: 'rId2', type: 'http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties', target: 'docProps/core.xml' },
          { id: 'rId3', type: `${REL}/extended-properties`, target: 'docProps/app.xml' },
        ]),
    ...(extras.packageRelationships ?? []),
  ];
  const essentials = {
    '[Content_Types].xml': contentTypes,
    '_rels/.rels': relationshipsXml(packageRelationships),
    'word/document.xml': `${DECLARATION}<w:document ${NAMESPACES}><w:body>${bodyXml}${sectionProperties}</w:body></w:document>`,
    ...(bare && documentRelationships.length === 0 ? {} : { 'word/_rels/document.xml.rels': relationshipsXml(documentRelationships) }),
  };
  const all: Record<string, string | Uint8Array> = bare ? { ...essentials, ...parts } : { ...essentials, ...furniture(extras, evenAndOdd), ...parts };
  for (const name of extras.without ?? []) delete all[name];
  return all;
};

/** The parts Word writes beside the document: styles, settings, the document's properties. */
const furniture = (extras: MinimalDocxExtras, evenAndOdd: boolean): Record<string, string> => ({
  'word/styles.xml': extras.stylesXml ?? DEFAULT_STYLES,
  'word/settings.xml': `${DECLARATION}<w:settings ${NAMESPACES}>${evenAndOdd ? '<w:evenAndOddHeaders/>' : ''}<w:defaultTabStop w:val="720"/><w:characterSpacingControl w:val="doNotCompress"/><w:compat><w:compatSetting w:name="compatibilityMode" w:uri="http://schemas.microsoft.com/office/word" w:val="15"/></w:compat></w:settings>`,
  'docProps/core.xml':
    `${DECLARATION}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:dcmitype="http://purl.org/dc/dcmitype/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">` +
    `<dc:title>${escapeXml(extras.title ?? '')}</dc:title><dc:creator>Quire</dc:creator>` +
    '<dcterms:created xsi:type="dcterms:W3CDTF">2026-01-01T00:00:00Z</dcterms:created><dcterms:modified xsi:type="dcterms:W3CDTF">2026-01-01T00:00:00Z</dcterms:modified></cp:coreProperties>',
  'docProps/app.xml': `${DECLARATION}<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties" xmlns:vt="http://schemas.openxmlformats.org/officeDocument/2006/docPropsVTypes"><Application>Microsoft Office Word</Application></Properties>`,
});

/** A valid minimal .docx (see minimalDocxParts) as the bytes of a zip. */
export const minimalDocx = (bodyXml: string, extras: MinimalDocxExtras = {}): Buffer => buildZip(minimalDocxParts(bodyXml, extras));

/** A valid minimal .docx whose body is a paragraph of each text, one run each (tags typed in them stay tags). */
export const paragraphsDocx = (...texts: readonly string[]): Buffer => minimalDocx(texts.map((text) => paragraphXml(text)).join(''));
