import { buildZip, type ZipEntrySpec } from '../zip/build-zip';
import { documentXml, hostileDocxEntries, paragraphXml } from './hostile-docx';

/**
 * Ways the central directory and the local headers of a .docx can disagree, so that a reader
 * walking the directory and one streaming the local headers (Java's ZipInputStream, many
 * antivirus scanners) see different files.
 */
export const DISAGREEING_HEADER_KINDS = {
  /** word/document.xml's local header names it word/evil.xml. */
  localName: (entries: ZipEntrySpec[]): ZipEntrySpec[] =>
    entries.map((entry) => (entry.name === 'word/document.xml' ? { ...entry, localName: 'word/evil.xml' } : entry)),
  /** A local entry (`evil.txt`) sits between two listed ones, absent from the directory. */
  unlistedEntry: (entries: ZipEntrySpec[]): ZipEntrySpec[] => [
    ...entries.slice(0, 1),
    { name: 'evil.txt', content: 'seen only by a streaming reader', unlisted: true },
    ...entries.slice(1),
  ],
  /**
   * Two local entries named word/document.xml: a streaming reader takes the first (hidden), the
   * directory points past it to the second.
   */
  shadowedEntry: (entries: ZipEntrySpec[]): ZipEntrySpec[] => [
    { name: 'word/document.xml', content: documentXml(paragraphXml('the shadowed document')), unlisted: true },
    ...entries,
  ],
} as const;

export type DisagreeingHeaderKind = keyof typeof DISAGREEING_HEADER_KINDS;

/** A .docx whose central directory and local headers disagree in this way. */
export const disagreeingHeadersZip = (kind: DisagreeingHeaderKind): Uint8Array => buildZip(DISAGREEING_HEADER_KINDS[kind](hostileDocxEntries()));
