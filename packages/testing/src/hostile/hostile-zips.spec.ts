import { DISAGREEING_HEADER_KINDS, type DisagreeingHeaderKind, disagreeingHeadersZip } from './disagreeing-headers-zip';
import { DISGUISED_VBA_KINDS, type DisguisedVbaKind, disguisedVba } from './disguised-vba';
import { HIDDEN_ENTRY_NAMES, hiddenEntriesZip } from './hidden-entries-zip';
import { localHeaderNames, readZipWithPython } from './python-zip-reader';

const HONEST = ['[Content_Types].xml', '_rels/.rels', 'word/document.xml'];

describe('hiddenEntriesZip', () => {
  const bytes = Buffer.from(hiddenEntriesZip());

  it('declares 3 entries in its end record', () => {
    const end = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    expect([bytes.readUInt16LE(end + 8), bytes.readUInt16LE(end + 10)]).toEqual([3, 3]);
  });

  it('shows an ordinary zip reader seven, the hidden ones a macro-enabled document with a path out of the folder', () => {
    const entries = readZipWithPython(bytes);
    expect(entries.map((entry) => entry.name)).toEqual([...HONEST, ...HIDDEN_ENTRY_NAMES]);
    expect(entries[6]?.text).toContain('macroEnabled');
  });
});

describe('disagreeingHeadersZip', () => {
  const cases: Record<DisagreeingHeaderKind, { directory: string[]; local: string[] }> = {
    localName: { directory: HONEST, local: ['[Content_Types].xml', '_rels/.rels', 'word/evil.xml'] },
    unlistedEntry: { directory: HONEST, local: ['[Content_Types].xml', 'evil.txt', '_rels/.rels', 'word/document.xml'] },
    shadowedEntry: { directory: HONEST, local: ['word/document.xml', ...HONEST] },
  };
  it.each(Object.keys(DISAGREEING_HEADER_KINDS) as DisagreeingHeaderKind[])('%s: the directory and a streaming reader see different entries', (kind) => {
    const bytes = disagreeingHeadersZip(kind);
    expect(readZipWithPython(bytes).map((entry) => entry.name)).toEqual(cases[kind].directory);
    expect(localHeaderNames(bytes)).toEqual(cases[kind].local);
  });
});

describe('disguisedVba', () => {
  const parts = (bytes: Uint8Array): Map<string, string> => new Map(readZipWithPython(bytes).map((entry) => [entry.name, entry.text ?? '']));
  const expectations: Record<DisguisedVbaKind, { part: string; declaredIn: string; declaration: RegExp }> = {
    contentTypeOverride: { part: 'word/foo.bin', declaredIn: '[Content_Types].xml', declaration: /PartName="\/word\/foo\.bin" ContentType="application\/vnd\.ms-office\.vbaProject"/ },
    contentTypeDefault: { part: 'word/foo.bin', declaredIn: '[Content_Types].xml', declaration: /Extension="bin" ContentType="application\/vnd\.ms-office\.vbaProject"/ },
    relationshipOnly: { part: 'word/foo.bin', declaredIn: 'word/_rels/document.xml.rels', declaration: /relationships\/vbaProject" Target="foo\.bin"/ },
    vbaDataContentType: { part: 'word/data.xml', declaredIn: '[Content_Types].xml', declaration: /PartName="\/word\/data\.xml" ContentType="application\/vnd\.ms-word\.vbaData\+xml"/ },
    vbaDataRelationship: { part: 'word/data.xml', declaredIn: 'word/_rels/document.xml.rels', declaration: /relationships\/wordVbaData" Target="data\.xml"/ },
  };
  it.each(Object.keys(DISGUISED_VBA_KINDS) as DisguisedVbaKind[])('%s: holds the VBA part under another name, declared as VBA', (kind) => {
    const { part, declaredIn, declaration } = expectations[kind];
    const found = parts(disguisedVba(kind));
    expect(found.has(part)).toBe(true);
    expect([...found.keys()].some((name) => /vbaProject\.bin$/i.test(name))).toBe(false);
    expect(found.get(declaredIn)).toMatch(declaration);
    expect(found.get('[Content_Types].xml')).not.toMatch(/macroEnabled/);
  });
});
