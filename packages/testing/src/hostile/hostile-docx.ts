import { minimalDocxParts } from '../docx/minimal-docx';
import { runXml } from '../docx/wordml';
import { buildZip, type ZipEntrySpec } from '../zip/build-zip';

const DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';
const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** A relationship of word/document.xml. */
export interface HostileRelationship {
  readonly id: string;
  readonly type: string;
  readonly target: string;
}

/** What a hostile .docx holds beyond the smallest Word document (`MinimalDocxExtras.bare`). */
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
export const paragraphXml = (text: string): string => `<w:p>${runXml(text)}</w:p>`;

/** The parts of a hostile .docx (the one test builder's bare document with what it is given), in zip order, for generators that break the zip itself. */
export const hostileDocxEntries = (options: HostileDocxOptions = {}): ZipEntrySpec[] => {
  const parts = minimalDocxParts('', {
    bare: true,
    parts: { 'word/document.xml': options.documentXml ?? documentXml('<w:p/>'), ...options.parts },
    ...(options.contentTypeDefaults === undefined ? {} : { contentTypeDefaults: options.contentTypeDefaults }),
    ...(options.contentTypeOverrides === undefined ? {} : { contentTypeOverrides: options.contentTypeOverrides }),
    ...(options.documentRelationships === undefined ? {} : { documentRelationships: options.documentRelationships }),
  });
  return Object.entries(parts).map(([name, content]) => ({ name, content }));
};

/**
 * The smallest Word document a reader accepts, with what a hostile test puts in it. Built by the
 * test itself, never a committed binary.
 */
export const hostileDocx = (options: HostileDocxOptions = {}): Uint8Array => buildZip(hostileDocxEntries(options));
