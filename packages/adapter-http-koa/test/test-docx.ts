import { crc32, deflateRawSync } from 'node:zlib';
import { minimalDocxParts } from '@quire/adapter-docx-engine/minimal-docx-parts';
import { disguisedVba } from '@quire/testing/hostile/disguised-vba';
import { hiddenEntriesZip } from '@quire/testing/hostile/hidden-entries-zip';
import { nestedContentControls } from '@quire/testing/hostile/nested-content-controls';
import { notXmlDocument } from '@quire/testing/hostile/not-xml';

/*
 * .docx files for HTTP tests, built here byte by byte so that each kind of unsafe file of SPEC §5
 * can be made: the zip writer is ours (a few dozen lines), not the engine's, so the engine's reader
 * is tested against files it did not write.
 */

export type Entry = { readonly name: string; readonly content: string | Uint8Array; readonly stored?: boolean; readonly encrypted?: boolean };

const u16 = (value: number) => {
  const buffer = Buffer.alloc(2);
  buffer.writeUInt16LE(value);
  return buffer;
};
const u32 = (value: number) => {
  const buffer = Buffer.alloc(4);
  buffer.writeUInt32LE(value >>> 0);
  return buffer;
};

/** A zip of these entries, in this order, duplicates and odd names included. */
export const zipOf = (entries: ReadonlyArray<Entry>): Buffer => {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const raw = typeof entry.content === 'string' ? Buffer.from(entry.content, 'utf8') : Buffer.from(entry.content);
    const data = entry.stored === true ? raw : deflateRawSync(raw);
    const method = entry.stored === true ? 0 : 8;
    const flags = (entry.encrypted === true ? 1 : 0) | 0x800;
    const common = Buffer.concat([u16(20), u16(flags), u16(method), u16(0), u16(0x21), u32(crc32(raw)), u32(data.length), u32(raw.length), u16(name.length), u16(0)]);
    const local = Buffer.concat([u32(0x04034b50), common, name, data]);
    centrals.push(Buffer.concat([u32(0x02014b50), u16(20), common, u16(0), u16(0), u16(0), u32(0), u32(offset), name]));
    locals.push(local);
    offset += local.length;
  }
  const central = Buffer.concat(centrals);
  const end = Buffer.concat([u32(0x06054b50), u16(0), u16(0), u16(entries.length), u16(entries.length), u32(central.length), u32(offset), u16(0)]);
  return Buffer.concat([...locals, central, end]);
};

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Paragraphs of plain text, one run each (tags typed in them stay tags). */
export const paragraphs = (...texts: string[]) => texts.map((text) => `<w:p><w:r><w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r></w:p>`).join('');

/** The entries of a minimal .docx with these paragraphs. */
export const docxEntries = (...texts: string[]): Entry[] => minimalDocxParts(paragraphs(...texts)).map(([name, content]) => ({ name, content }));

/** A minimal valid .docx with these paragraphs. */
export const docx = (...texts: string[]): Buffer => zipOf(docxEntries(...texts));

const replaced = (entries: Entry[], name: string, content: string): Entry[] => entries.map((entry) => (entry.name === name ? { ...entry, content } : entry));

/** Each kind of file SPEC §5 refuses, with the status and the engine's code it is refused with. */
export const unsafeFiles = (): ReadonlyArray<{ readonly kind: string; readonly bytes: Buffer; readonly status: number; readonly code: string }> => {
  const good = docx('Hello {{client_name}}');
  const entries = docxEntries('Hello');
  const types = entries.find((entry) => entry.name === '[Content_Types].xml')?.content as string;
  return [
    { kind: 'not a zip', bytes: Buffer.from('%PDF-1.7 this is no zip'), status: 415, code: 'not_a_zip' },
    { kind: 'encrypted (zip encryption flag)', bytes: zipOf(entries.map((entry) => ({ ...entry, encrypted: true }))), status: 422, code: 'encrypted' },
    // Word encrypts a .docx by wrapping it in an OLE compound file: no zip at all, refused as one (the message names OLE files).
    { kind: 'encrypted by Word (an OLE compound file)', bytes: Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(1024)]), status: 415, code: 'not_a_zip' },
    { kind: 'truncated', bytes: good.subarray(0, Math.floor(good.length / 2)), status: 422, code: 'truncated' },
    { kind: 'without word/document.xml', bytes: zipOf(entries.filter((entry) => entry.name !== 'word/document.xml')), status: 422, code: 'missing_document_part' },
    { kind: 'with a DOCTYPE', bytes: zipOf(replaced(entries, 'word/styles.xml', '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "b">]><w:styles/>')), status: 422, code: 'doctype_forbidden' },
    { kind: 'with macros (vbaProject.bin)', bytes: zipOf([...entries, { name: 'word/vbaProject.bin', content: 'Attribute VB_Name' }]), status: 415, code: 'macro_enabled' },
    {
      kind: 'macro-enabled by its content type (.docm)',
      bytes: zipOf(replaced(entries, '[Content_Types].xml', types.replace('wordprocessingml.document.main+xml', 'ms-word.document.macroEnabled.main+xml'))),
      status: 415,
      code: 'macro_enabled',
    },
    { kind: 'with a ".." entry name', bytes: zipOf([...entries, { name: 'word/../../evil.xml', content: '<x/>' }]), status: 422, code: 'unsafe_entry_name' },
    { kind: 'with an absolute entry name', bytes: zipOf([...entries, { name: '/etc/evil.xml', content: '<x/>' }]), status: 422, code: 'unsafe_entry_name' },
    { kind: 'with a backslash in an entry name', bytes: zipOf([...entries, { name: 'word\\evil.xml', content: '<x/>' }]), status: 422, code: 'unsafe_entry_name' },
    { kind: 'with a duplicate entry', bytes: zipOf([...entries, { name: 'word/document.xml', content: '<x/>' }]), status: 422, code: 'duplicate_entry' },
    {
      kind: 'with too many entries',
      bytes: zipOf([...entries, ...Array.from({ length: 1000 }, (_, index) => ({ name: `customXml/item${index}.xml`, content: '<x/>', stored: true }))]),
      status: 422,
      code: 'too_many_entries',
    },
    { kind: 'an inflate-ratio bomb', bytes: zipOf([...entries, { name: 'word/media/zeros.bin', content: Buffer.alloc(4 * 1024 * 1024) }]), status: 422, code: 'inflate_ratio' },
    // ADR 0043: hostile documents (packages/testing/src/hostile).
    { kind: 'a document part that is not XML', bytes: Buffer.from(notXmlDocument()), status: 422, code: 'malformed_xml' },
    { kind: 'a zip hiding entries past its end record\'s count', bytes: Buffer.from(hiddenEntriesZip()), status: 422, code: 'inconsistent_zip' },
    { kind: 'VBA under another name, linked by a relationship', bytes: Buffer.from(disguisedVba('relationshipOnly')), status: 415, code: 'macro_enabled' },
    { kind: 'content controls nested 10,000 deep', bytes: Buffer.from(nestedContentControls(10_000)), status: 422, code: 'too_deeply_nested_controls' },
  ];
};
