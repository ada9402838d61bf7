import { DISAGREEING_HEADER_KINDS, type DisagreeingHeaderKind, disagreeingHeadersZip } from '@quire/testing/hostile/disagreeing-headers-zip';
import { DISGUISED_VBA_KINDS, type DisguisedVbaKind, disguisedVba } from '@quire/testing/hostile/disguised-vba';
import { hiddenEntriesZip } from '@quire/testing/hostile/hidden-entries-zip';
import { hostileDocx, hostileDocxEntries } from '@quire/testing/hostile/hostile-docx';
import { buildZip } from '@quire/testing/zip/build-zip';
import { compileTemplate } from '../compile/compile-template';
import { openDocx } from './open-docx';

const refusalOf = (bytes: Uint8Array) => {
  const opened = openDocx(bytes);
  return opened.ok ? undefined : opened.error;
};

describe('zip records that disagree (ADR 0043)', () => {
  it('opens the honest document the hostile ones are made from', () => {
    expect(refusalOf(hostileDocx())).toBeUndefined();
  });

  it('refuses an end record counting 3 entries for a directory of 7 as inconsistent_zip', () => {
    expect(refusalOf(hiddenEntriesZip())).toEqual({
      code: 'inconsistent_zip',
      message: expect.stringContaining('the end record counts 3 entries, the central directory holds more'),
    });
  });

  it('refuses it through compileTemplate too (what an upload runs)', () => {
    const compiled = compileTemplate(hiddenEntriesZip());
    expect(compiled.ok ? undefined : compiled.error.code).toBe('inconsistent_zip');
  });

  const expected: Record<DisagreeingHeaderKind, string> = {
    localName: 'the part word/document.xml has another name in its local header than in the directory',
    unlistedEntry: 'bytes before the part _rels/.rels belong to no entry the directory lists',
    shadowedEntry: 'bytes before the part [Content_Types].xml belong to no entry the directory lists',
  };
  it.each(Object.keys(DISAGREEING_HEADER_KINDS) as DisagreeingHeaderKind[])('refuses %s as inconsistent_zip, saying how', (kind) => {
    const refusal = refusalOf(disagreeingHeadersZip(kind));
    expect(refusal?.code).toBe('inconsistent_zip');
    expect(refusal?.message).toContain(expected[kind]);
  });

  it('refuses bytes between the central directory and its end record', () => {
    const zip = Buffer.from(buildZip(hostileDocxEntries()));
    const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    const padded = Buffer.concat([zip.subarray(0, end), Buffer.from('hidden'), zip.subarray(end)]);
    expect(refusalOf(padded)?.message).toContain('bytes lie between the central directory and its end record');
  });

  it('refuses an end record whose entries on its disk differ from its entries in all', () => {
    const zip = Buffer.from(buildZip(hostileDocxEntries()));
    const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    zip.writeUInt16LE(2, end + 8);
    expect(refusalOf(zip)?.message).toContain('the end record counts 2 entries on its disk and 3 in all');
  });

  it('refuses a local header whose compressed size differs from the directory', () => {
    const entries = hostileDocxEntries();
    const zip = Buffer.from(buildZip(entries));
    zip.writeUInt32LE(zip.readUInt32LE(18) + 1, 18);
    expect(refusalOf(zip)?.message).toContain('the part [Content_Types].xml has another size in its local header than in the directory');
  });

  it('accepts entries written with data descriptors after their data', () => {
    const entries = hostileDocxEntries().map((entry) => ({ ...entry, dataDescriptor: true }));
    expect(refusalOf(buildZip(entries))).toBeUndefined();
  });
});

describe('VBA under any name (ADR 0043)', () => {
  it.each(Object.keys(DISGUISED_VBA_KINDS) as DisguisedVbaKind[])('refuses %s as macro_enabled, naming the part', (kind) => {
    const refusal = refusalOf(disguisedVba(kind));
    expect(refusal?.code).toBe('macro_enabled');
    expect(['word/foo.bin', 'word/data.xml']).toContain(refusal?.entry);
  });

  it.each(['vbaProjectSignature', 'vbaProjectSignatureAgile', 'vbaProjectSignatureV3'])('refuses a part related as %s', (type) => {
    const bytes = hostileDocx({
      parts: { 'word/sig.bin': 'x' },
      documentRelationships: [{ id: 'rId9', type: `http://schemas.microsoft.com/office/2006/relationships/${type}`, target: 'sig.bin' }],
    });
    expect(refusalOf(bytes)).toMatchObject({ code: 'macro_enabled', entry: 'word/sig.bin' });
  });

  it('accepts keyboard customizations (keyMapCustomizations), which hold no code', () => {
    const bytes = hostileDocx({
      parts: { 'word/customizations.xml': '<wne:tcg xmlns:wne="http://schemas.microsoft.com/office/word/2006/wordml"/>' },
      documentRelationships: [{ id: 'rId9', type: 'http://schemas.microsoft.com/office/2006/relationships/keyMapCustomizations', target: 'customizations.xml' }],
    });
    expect(refusalOf(bytes)).toBeUndefined();
  });
});
