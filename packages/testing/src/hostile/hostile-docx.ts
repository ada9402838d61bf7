import { buildZip, type ZipEntrySpec } from '../zip/build-zip';

const DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';
const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_RELATIONSHIPS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const MAIN_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';

/** A relationship of word/document.xml. */
export interface HostileRelationship {
  readonly id: string;
  readonly type: string;
  readonly target: string;
}

/** What a hostile .docx holds beyond the smallest Word document. */
export interface HostileDocxOptions {
  /** The whole of word/document.xml, as text or bytes (default: one empty paragraph). */
  readonly documentXml?: string | Uint8Array;
  /** More parts by name. */
  readonly parts?: Readonly<Record<string, string | Uint8Array>>;
  /** More content types: Default by extension, Override by part name (no leading slash). */
  readonly contentTypeDefaults?: Readonly<Record<string, string>>;
  readonly contentTypeOverrides?: Readonly<Record<string, string>>;
  readonly documentRelationships?: readonly HostileRelationship[];
}

/** word/document.xml with this body content (paragraphs, tables...). */
export const documentXml = (bodyXml: string): string =>
  `${DECLARATION}<w:document xmlns:w="${W}" xmlns:r="${R}"><w:body>${bodyXml}<w:sectPr/></w:body></w:document>`;

/** One paragraph holding one run of this text (escaped). */
export const paragraphXml = (text: string): string =>
  `<w:p><w:r><w:t xml:space="preserve">${text.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</w:t></w:r></w:p>`;

const contentTypesXml = (defaults: Readonly<Record<string, string>>, overrides: Readonly<Record<string, string>>): string =>
  `${DECLARATION}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
  Object.entries({ rels: 'application/vnd.openxmlformats-package.relationships+xml', xml: 'application/xml', ...defaults })
    .map(([extension, type]) => `<Default Extension="${extension}" ContentType="${type}"/>`)
    .join('') +
  Object.entries({ 'word/document.xml': MAIN_CONTENT_TYPE, ...overrides })
    .map(([part, type]) => `<Override PartName="/${part}" ContentType="${type}"/>`)
    .join('') +
  '</Types>';

/** A relationships part holding these relationships. */
export const relationshipsXml = (relationships: readonly HostileRelationship[]): string =>
  `${DECLARATION}<Relationships xmlns="${PACKAGE_RELATIONSHIPS}">` +
  relationships.map(({ id, type, target }) => `<Relationship Id="${id}" Type="${type}" Target="${target}"/>`).join('') +
  '</Relationships>';

/** The parts of a hostile .docx, in zip order, for generators that break the zip itself. */
export const hostileDocxEntries = (options: HostileDocxOptions = {}): ZipEntrySpec[] => {
  const parts: Record<string, string | Uint8Array> = {
    '[Content_Types].xml': contentTypesXml(options.contentTypeDefaults ?? {}, options.contentTypeOverrides ?? {}),
    '_rels/.rels': relationshipsXml([{ id: 'rId1', type: `${R}/officeDocument`, target: 'word/document.xml' }]),
    'word/document.xml': options.documentXml ?? documentXml('<w:p/>'),
    ...(options.documentRelationships === undefined ? {} : { 'word/_rels/document.xml.rels': relationshipsXml(options.documentRelationships) }),
    ...options.parts,
  };
  return Object.entries(parts).map(([name, content]) => ({ name, content }));
};

/**
 * The smallest Word document a reader accepts, with what a hostile test puts in it. Built by the
 * test itself, never a committed binary.
 */
export const hostileDocx = (options: HostileDocxOptions = {}): Uint8Array => buildZip(hostileDocxEntries(options));
