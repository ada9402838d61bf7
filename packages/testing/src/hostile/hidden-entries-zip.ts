import { buildZip, type ZipEntrySpec } from '../zip/build-zip';
import { documentXml, hostileDocxEntries, paragraphXml } from './hostile-docx';

const MACRO_MAIN = 'application/vnd.ms-word.document.macroEnabled.main+xml';

/** The names a reader that walks the whole central directory finds past the declared count. */
export const HIDDEN_ENTRY_NAMES = ['../../evil.txt', 'word/document.xml', 'word/vbaProject.bin', '[Content_Types].xml'] as const;

const contentTypesEntry = (entries: readonly ZipEntrySpec[]): ZipEntrySpec => {
  const found = entries.find((entry) => entry.name === '[Content_Types].xml');
  if (found === undefined) throw new Error('a hostile .docx always has [Content_Types].xml');
  return found;
};

/**
 * A .docx whose end-of-central-directory record says 3 entries while the central directory
 * (its size and offset right) holds 7: past the honest three hide `../../evil.txt`, a second
 * `word/document.xml`, `word/vbaProject.bin` and a second [Content_Types].xml typing the main
 * part as macro-enabled. A reader that trusts the count sees a clean document; Python's
 * zipfile and `unzip`, which walk the directory by its size, see all seven.
 */
export const hiddenEntriesZip = (): Uint8Array => {
  const honest = hostileDocxEntries();
  const hidden: ZipEntrySpec[] = [
    { name: '../../evil.txt', content: 'written outside the folder by a careless unzip' },
    { name: 'word/document.xml', content: documentXml(paragraphXml('the hidden document')) },
    { name: 'word/vbaProject.bin', content: new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]) },
    contentTypesEntry(hostileDocxEntries({ contentTypeOverrides: { 'word/document.xml': MACRO_MAIN } })),
  ];
  return buildZip([...honest, ...hidden], { declaredEntryCount: honest.length });
};
