import { minimalDocxParts, paragraphsDocx } from '@quire/testing/docx/minimal-docx';
import { paragraphXml } from '@quire/testing/docx/wordml';
import { disguisedVba } from '@quire/testing/hostile/disguised-vba';
import { hiddenEntriesZip } from '@quire/testing/hostile/hidden-entries-zip';
import { nestedContentControls } from '@quire/testing/hostile/nested-content-controls';
import { notXmlDocument } from '@quire/testing/hostile/not-xml';
import { buildZip, type ZipEntrySpec } from '@quire/testing/zip/build-zip';

/*
 * Each kind of unsafe file the engine refuses, built with the one test builder of @quire/testing
 * (its zip writer is not the engine's, so the engine's reader is tested against files it did not write).
 */

type Entry = ZipEntrySpec;

/** The entries of a minimal .docx with these paragraphs. */
const docxEntries = (...texts: string[]): Entry[] => Object.entries(minimalDocxParts(texts.map((text) => paragraphXml(text)).join(''))).map(([name, content]) => ({ name, content }));

const replaced = (entries: Entry[], name: string, content: string): Entry[] => entries.map((entry) => (entry.name === name ? { ...entry, content } : entry));

/** Each kind of file the engine refuses (docs/operations.md), with the status and the engine's code it is refused with. */
export const unsafeFiles = (): ReadonlyArray<{ readonly kind: string; readonly bytes: Buffer; readonly status: number; readonly code: string }> => {
  const good = paragraphsDocx('Hello {{client_name}}');
  const entries = docxEntries('Hello');
  const types = entries.find((entry) => entry.name === '[Content_Types].xml')?.content as string;
  return [
    { kind: 'not a zip', bytes: Buffer.from('GIF89a: this is no zip'), status: 415, code: 'not_a_zip' },
    { kind: 'encrypted (zip encryption flag)', bytes: buildZip(entries.map((entry) => ({ ...entry, encrypted: true }))), status: 422, code: 'encrypted' },
    // Word encrypts a .docx by wrapping it in an OLE compound file: no zip at all, refused as one (the message names OLE files).
    { kind: 'encrypted by Word (an OLE compound file)', bytes: Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(1024)]), status: 415, code: 'not_a_zip' },
    { kind: 'truncated', bytes: good.subarray(0, Math.floor(good.length / 2)), status: 422, code: 'truncated' },
    { kind: 'without word/document.xml', bytes: buildZip(entries.filter((entry) => entry.name !== 'word/document.xml')), status: 422, code: 'missing_document_part' },
    { kind: 'with a DOCTYPE', bytes: buildZip(replaced(entries, 'word/styles.xml', '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "b">]><w:styles/>')), status: 422, code: 'doctype_forbidden' },
    { kind: 'with macros (vbaProject.bin)', bytes: buildZip([...entries, { name: 'word/vbaProject.bin', content: 'Attribute VB_Name' }]), status: 415, code: 'macro_enabled' },
    {
      kind: 'macro-enabled by its content type (.docm)',
      bytes: buildZip(replaced(entries, '[Content_Types].xml', types.replace('wordprocessingml.document.main+xml', 'ms-word.document.macroEnabled.main+xml'))),
      status: 415,
      code: 'macro_enabled',
    },
    { kind: 'with a ".." entry name', bytes: buildZip([...entries, { name: 'word/../../evil.xml', content: '<x/>' }]), status: 422, code: 'unsafe_entry_name' },
    { kind: 'with an absolute entry name', bytes: buildZip([...entries, { name: '/etc/evil.xml', content: '<x/>' }]), status: 422, code: 'unsafe_entry_name' },
    { kind: 'with a backslash in an entry name', bytes: buildZip([...entries, { name: 'word\\evil.xml', content: '<x/>' }]), status: 422, code: 'unsafe_entry_name' },
    { kind: 'with a duplicate entry', bytes: buildZip([...entries, { name: 'word/document.xml', content: '<x/>' }]), status: 422, code: 'duplicate_entry' },
    {
      kind: 'with too many entries',
      bytes: buildZip([...entries, ...Array.from({ length: 1000 }, (_, index) => ({ name: `customXml/item${index}.xml`, content: '<x/>', method: 'stored' as const }))]),
      status: 422,
      code: 'too_many_entries',
    },
    { kind: 'an inflate-ratio bomb', bytes: buildZip([...entries, { name: 'word/media/zeros.bin', content: Buffer.alloc(4 * 1024 * 1024) }]), status: 422, code: 'inflate_ratio' },
    // ADR 0043: hostile documents (packages/testing/src/hostile).
    { kind: 'a document part that is not XML', bytes: Buffer.from(notXmlDocument()), status: 422, code: 'malformed_xml' },
    { kind: 'a zip hiding entries past its end record\'s count', bytes: Buffer.from(hiddenEntriesZip()), status: 422, code: 'inconsistent_zip' },
    { kind: 'VBA under another name, linked by a relationship', bytes: Buffer.from(disguisedVba('relationshipOnly')), status: 415, code: 'macro_enabled' },
    { kind: 'content controls nested 10,000 deep', bytes: Buffer.from(nestedContentControls(10_000)), status: 422, code: 'too_deeply_nested_controls' },
  ];
};
