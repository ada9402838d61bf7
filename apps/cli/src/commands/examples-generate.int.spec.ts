import type { AppError } from '@quire/application/app-error';
import { DEFAULT_GENERATION_OPTIONS, type GeneratedFile } from '@quire/application/generation/generation-settings';
import type { Principal } from '@quire/application/principal';
import { apiKeyId, tenantId, userId } from '@quire/domain/ids';
import { formTemplateId } from '@quire/domain/library/library-ids';
import { compose } from '@quire/server/composition/compose';
import { readConfig } from '@quire/server/config';
import { createLogger } from '@quire/server/logger';
import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import { spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { inflateRawSync } from 'node:zlib';
import { runCli } from '../run-cli';
import { DEFAULT_EXAMPLES_DIR } from './example-library';

/** The entries of a zip (a .docx, a packet), by name: enough of the format to read what Quire writes. */
const unzip = (bytes: Uint8Array): Map<string, Buffer> => {
  const zip = Buffer.from(bytes);
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const entries = new Map<string, Buffer>();
  let at = zip.readUInt32LE(end + 16);
  for (let n = zip.readUInt16LE(end + 10); n > 0; n--) {
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const raw = zip.subarray(start, start + size);
    entries.set(name, method === 8 ? inflateRawSync(raw) : raw);
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return entries;
};

/** The visible text of the body of a .docx, paragraphs on lines. */
const bodyText = (docx: Uint8Array): string =>
  (unzip(docx).get('word/document.xml')?.toString('utf8') ?? '')
    .replace(/<\/w:p>/g, '\n')
    .replace(/<w:tab\/>/g, '\t')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&');

/*
 * What python-docx reads of a .docx: the body's paragraphs (list items and quotes included), each
 * table's cells row by row, the header's pictures (pixel size, alternative text) and the targets of
 * the body's hyperlinks. Debian's python3-docx (/usr/bin/python3).
 */
const PYTHON_DOCX = String.raw`
import io, json, sys
from docx import Document
W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main'
WP = 'http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing'
A = 'http://schemas.openxmlformats.org/drawingml/2006/main'
R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships'
doc = Document(io.BytesIO(sys.stdin.buffer.read()))
text = lambda p: ''.join(t.text or '' for t in p.iter('{%s}t' % W))
header = doc.sections[0].header
pictures = []
for inline in header._element.iter('{%s}inline' % WP):
    image = header.part.related_parts[next(inline.iter('{%s}blip' % A)).get('{%s}embed' % R)].image
    pictures.append({'pixels': [image.px_width, image.px_height], 'descr': inline.find('{%s}docPr' % WP).get('descr') or ''})
links = [doc.part.rels[h.get('{%s}id' % R)].target_ref for h in doc.element.body.iter('{%s}hyperlink' % W) if h.get('{%s}id' % R)]
print(json.dumps({
  'body': [text(p._p) for p in doc.paragraphs],
  'tables': [[[cell.text for cell in row.cells] for row in table.rows] for table in doc.tables],
  'headerPictures': pictures,
  'hyperlinks': links,
}))
`;

type PythonDocxText = { body: string[]; tables: string[][][]; headerPictures: Array<{ pixels: number[]; descr: string }>; hyperlinks: string[] };

const pythonDocxText = (docx: Uint8Array): Promise<PythonDocxText> =>
  new Promise((resolve, reject) => {
    const child = spawn('/usr/bin/python3', ['-c', PYTHON_DOCX], { stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const errors: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => errors.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(JSON.parse(Buffer.concat(out).toString('utf8')) as PythonDocxText) : reject(new Error(Buffer.concat(errors).toString('utf8')))));
    child.stdin.end(Buffer.from(docx));
  });

const data = (file: string): Record<string, unknown> => JSON.parse(fs.readFileSync(path.join(DEFAULT_EXAMPLES_DIR, 'data', file), 'utf8'));

describe('the examples, generated with their sample data', () => {
  const env = { DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'quire-examples-generate-')) };
  const ids = new Map<string, string>();
  let principal: Principal;
  let composition: Awaited<ReturnType<typeof compose>>;

  const generated = async (task: TE.TaskEither<AppError, GeneratedFile>): Promise<GeneratedFile> => {
    const result = await task();
    if (E.isLeft(result)) throw new Error(JSON.stringify(result.left));
    return result.right;
  };
  const generate = (template: string, file: string, format: 'docx' | 'pdf' = 'docx') =>
    generated(composition.useCases.generation.generateDocument({ principal, id: formTemplateId(ids.get(template) ?? template), data: data(file), format, options: DEFAULT_GENERATION_OPTIONS }));

  beforeAll(async () => {
    const io = (out: string[]) => ({ out: (line: string) => out.push(line), err: (line: string) => out.push(line) });
    const tenant: string[] = [];
    await runCli(['tenants', 'create', '--name', 'Alder & Quinn'], env, os.tmpdir(), io(tenant));
    const loaded: string[] = [];
    expect(await runCli(['examples', 'load', '--tenant', tenant.join('')], env, os.tmpdir(), io(loaded))).toBe(0);
    for (const [kind, name, , id] of loaded.map((line) => line.split('\t'))) if (kind === 'template' && name !== undefined && id !== undefined) ids.set(name, id);
    principal = { tenantId: tenantId(tenant.join('')), userId: userId('test'), keyId: apiKeyId('test'), keyPrefix: 'test', memberRole: 'owner', keyRole: 'owner' };
    const config = readConfig(env, os.tmpdir());
    if (E.isLeft(config)) throw new Error(config.left.message);
    composition = await compose(config.right, createLogger({ logLevel: 'silent' }));
  }, 60_000);

  afterAll(async () => {
    await composition.close();
  });

  describe.each([
    {
      document: 'the engagement letter with a fixed fee',
      does: 'keeps the fixed-fee paragraph only, inserts both snippets and leaves no tag or warning',
      template: 'Engagement Letter',
      answers: 'engagement-letter.json',
      // The standard terms' non-contingency branch (monthly bills), and the signature block.
      says: ['March 5, 2026', 'a fixed fee of twenty-four thousand five hundred dollars ($24,500.00)', 'a retainer of $5,000.00', 'by Friday, March 20, 2026', 'We bill monthly', 'AGREED AND ACCEPTED'],
      omits: ['hourly rate'],
    },
    {
      document: 'the mutual NDA with non-solicitation and without residuals',
      does: 'keeps the chosen clauses, spells the term and the period, and waives the jury in New York',
      template: 'Mutual Non-Disclosure Agreement',
      answers: 'mutual-nda.json',
      says: ['as of 9 March 2026', 'by and between Northwind Robotics, Inc., a Delaware corporation', 'lasts three (3) years', 'for twelve (12) months after it ends', 'TRIAL BY JURY'],
      omits: ['Residuals'],
    },
    {
      document: 'the declaration with three children',
      does: 'writes one numbered row per child and lists the minors inline',
      template: 'Declaration Regarding Minor Children',
      answers: 'declaration-regarding-minor-children.json',
      says: [
        'I, Dana M. Whitfield, declare:',
        'There are three minor or dependent children',
        '1\nOlivia Whitfield\n06/14/2012\n13\nPetitioner\n',
        '3\nGrace Whitfield\n01/23/2007\n19\nRespondent\n',
        'are: Olivia Whitfield, Samuel Whitfield.',
        'I know of no other proceeding',
      ],
      omits: [],
    },
  ])('$document', ({ does, template, answers, says, omits }) => {
    it(does, async () => {
      const generatedDocument = await generate(template, answers);
      const text = bodyText(generatedDocument.bytes);
      expect(generatedDocument.warnings).toEqual([]);
      for (const words of says) expect(text).toContain(words);
      for (const words of omits) expect(text).not.toContain(words);
      expect(text).not.toMatch(/\{\{|\}\}/);
    });
  });

  describe('the fee quote: a logo placeholder, a markdown clause, a computed total and a column per timekeeper', () => {
    it('fills every construct, reads back in python-docx and converts with LibreOffice', async () => {
      const quote = await generate('Fee Quote', 'fee-quote.json');
      expect(quote.warnings).toEqual([]);
      const read = await pythonDocxText(quote.bytes);
      expect(read.body).toEqual(
        expect.arrayContaining([
          'Fee quote Q-2026-031',
          'Prepared for Northwind Robotics, Inc. on March 5, 2026; valid until April 4, 2026.',
          "We will advise Northwind Robotics, Inc. on its supply agreement with Contoso Components GmbH:",
          "review the supplier's draft and the current purchase terms;",
          'Not included: litigation, tax advice, or advice under the laws of Germany. See our standard terms.',
          'We ask for a retainer of $5,000.00 before work begins.',
        ]),
      );
      expect(read.tables).toEqual([
        [
          ['Service', 'E. Hale', 'J. Ortiz', 'Paralegal', 'Amount'],
          ['Review of the draft agreement', '2', '6', '1', '$5,125.50'],
          ['Negotiation calls and mark-ups', '8', '10', '0', '$11,750.00'],
          ['Execution version and closing', '1', '4', '3', '$3,180.25'],
          ['Total (estimate)', '', '', '', '$20,055.75'],
        ],
      ]);
      // The header's placeholder picture is the firm's logo now (300 × 100 pixels), with its alternative text.
      expect(read.headerPictures).toEqual([{ pixels: [300, 100], descr: 'Hale & Whitcombe LLP' }]);
      expect(read.hyperlinks).toEqual(['https://halewhitcombe.example/terms']);
      const pdf = await generate('Fee Quote', 'fee-quote.json', 'pdf');
      expect(Buffer.from(pdf.bytes).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }, 180_000);
  });

  describe('the packet: one set of answers for the three forms', () => {
    it('fills every form, the court form and the NDA naming the client by their synonyms', async () => {
      const packet = await generated(
        composition.useCases.generation.generatePacket({
          principal,
          templateIds: ['Engagement Letter', 'Mutual Non-Disclosure Agreement', 'Declaration Regarding Minor Children'].map((name) => formTemplateId(ids.get(name) ?? name)),
          data: data('packet.json'),
          format: 'docx',
          bundle: 'zip',
          options: DEFAULT_GENERATION_OPTIONS,
        }),
      );
      expect(packet.warnings).toEqual([]);
      const documents = unzip(packet.bytes);
      expect([...documents.keys()].sort()).toEqual(['Declaration Regarding Minor Children.docx', 'Engagement Letter.docx', 'Mutual Non-Disclosure Agreement.docx']);
      const text = (name: string) => bodyText(documents.get(name) ?? new Uint8Array());
      expect(text('Engagement Letter.docx')).toContain('hourly rate is $575.00');
      expect(text('Mutual Non-Disclosure Agreement.docx')).toContain('by and between Dana M. Whitfield');
      expect(text('Mutual Non-Disclosure Agreement.docx')).not.toContain('TRIAL BY JURY');
      expect(text('Declaration Regarding Minor Children.docx')).toContain('I have participated in other proceedings');
      for (const name of documents.keys()) expect(text(name)).toContain('Dana M. Whitfield');
    });
  });
});
