import { pythonReads } from '@quire/testing/python-reads';
import { StoredZipWriter } from './stored-zip-writer';

const collect = async (chunks: AsyncIterable<Uint8Array>): Promise<Buffer> => {
  const parts: Uint8Array[] = [];
  for await (const chunk of chunks) parts.push(chunk);
  return Buffer.concat(parts);
};

async function* entries(count: number, bytesOf: (i: number) => Uint8Array): AsyncGenerator<{ name: string; bytes: Uint8Array }> {
  for (let i = 0; i < count; i += 1) yield { name: `dossier ${i} – Müller.docx`, bytes: bytesOf(i) };
}

/** Python's zipfile reads the archive: its names, sizes and CRCs checked (testzip). */
const pythonRead = (zip: Buffer) =>
  pythonReads<{ count: number; first: string; last: string; bad: string | null; sample: string }>(zip, 'out.zip', [
    'import zipfile, json, sys',
    'z = zipfile.ZipFile(sys.argv[1])',
    'names = z.namelist()',
    'print(json.dumps({"count": len(names), "first": names[0], "last": names[-1], "bad": z.testzip(), "sample": z.read(names[-1]).decode()}))',
  ]);

describe('StoredZipWriter', () => {
  it('writes an archive that zip readers accept, with UTF-8 names and every entry intact', async () => {
    const zip = await collect(new StoredZipWriter().zip(entries(3, (i) => Buffer.from(`document number ${i}`))));
    expect(pythonRead(zip)).toEqual({ count: 3, first: 'dossier 0 – Müller.docx', last: 'dossier 2 – Müller.docx', bad: null, sample: 'document number 2' });
  });

  it('writes an empty archive', async () => {
    const zip = await collect(new StoredZipWriter().zip(entries(0, () => new Uint8Array(0))));
    expect(zip.length).toBe(22);
  });

  it('passes to ZIP64 beyond 65,535 entries, and readers still find every one', async () => {
    const zip = await collect(new StoredZipWriter().zip(entries(70_000, (i) => Buffer.from(String(i)))));
    expect(pythonRead(zip)).toMatchObject({ count: 70_000, last: 'dossier 69999 – Müller.docx', bad: null, sample: '69999' });
  });
});
