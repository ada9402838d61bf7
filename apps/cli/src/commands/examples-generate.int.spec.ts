import type { AppError } from '@quire/application/app-error';
import { GenerateDocumentToken } from '@quire/application/generation/generate-document';
import { GeneratePacketToken } from '@quire/application/generation/generate-packet';
import { DEFAULT_GENERATION_OPTIONS, type GeneratedFile } from '@quire/application/generation/generation-settings';
import type { Principal } from '@quire/application/principal';
import { apiKeyId, tenantId, userId } from '@quire/domain/ids';
import { formTemplateId } from '@quire/domain/library-ids';
import { compose } from '@quire/server/compose';
import { readConfig } from '@quire/server/config';
import { createLogger } from '@quire/server/logger';
import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
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
  const generate = (template: string, file: string) =>
    generated(
      composition.container.get(GenerateDocumentToken)({
        principal,
        id: formTemplateId(ids.get(template) ?? template),
        data: data(file),
        format: 'docx',
        options: DEFAULT_GENERATION_OPTIONS,
      }),
    );

  beforeAll(async () => {
    const io = (out: string[]) => ({ out: (line: string) => out.push(line), err: (line: string) => out.push(line) });
    const tenant: string[] = [];
    await runCli(['tenants', 'create', '--name', 'Alder & Quinn'], env, os.tmpdir(), io(tenant));
    const loaded: string[] = [];
    expect(await runCli(['examples', 'load', '--tenant', tenant.join('')], env, os.tmpdir(), io(loaded))).toBe(0);
    for (const [kind, name, , id] of loaded.map((line) => line.split('\t'))) if (kind === 'template' && name !== undefined && id !== undefined) ids.set(name, id);
    principal = { tenantId: tenantId(tenant.join('')), userId: userId('test'), keyId: apiKeyId('test'), keyPrefix: 'test' };
    const config = readConfig(env, os.tmpdir());
    if (E.isLeft(config)) throw new Error(config.left.message);
    composition = await compose(config.right, createLogger({ logLevel: 'silent' }));
  }, 60_000);

  afterAll(async () => {
    await composition.close();
  });

  describe('the engagement letter with a fixed fee', () => {
    it('keeps the fixed-fee paragraph only, inserts both snippets and leaves no tag or warning', async () => {
      const letter = await generate('Engagement Letter', 'engagement-letter.json');
      const text = bodyText(letter.bytes);
      expect(letter.warnings).toEqual([]);
      expect(text).toContain('March 5, 2026');
      expect(text).toContain('a fixed fee of twenty-four thousand five hundred dollars ($24,500.00)');
      expect(text).toContain('a retainer of $5,000.00');
      expect(text).not.toContain('hourly rate');
      expect(text).toContain('by Friday, March 20, 2026');
      expect(text).toContain('We bill monthly'); // the standard terms, their non-contingency branch
      expect(text).toContain('AGREED AND ACCEPTED'); // the signature block
      expect(text).not.toMatch(/\{\{|\}\}/);
    });
  });

  describe('the mutual NDA with non-solicitation and without residuals', () => {
    it('keeps the chosen clauses, spells the term and the period, and waives the jury in New York', async () => {
      const nda = await generate('Mutual Non-Disclosure Agreement', 'mutual-nda.json');
      const text = bodyText(nda.bytes);
      expect(nda.warnings).toEqual([]);
      expect(text).toContain('as of 9 March 2026');
      expect(text).toContain('by and between Northwind Robotics, Inc., a Delaware corporation');
      expect(text).toContain('lasts three (3) years');
      expect(text).toContain('for twelve (12) months after it ends');
      expect(text).not.toContain('Residuals');
      expect(text).toContain('TRIAL BY JURY');
      expect(text).not.toMatch(/\{\{|\}\}/);
    });
  });

  describe('the declaration with three children', () => {
    it('writes one numbered row per child and lists the minors inline', async () => {
      const declaration = await generate('Declaration Regarding Minor Children', 'declaration-regarding-minor-children.json');
      const text = bodyText(declaration.bytes);
      expect(declaration.warnings).toEqual([]);
      expect(text).toContain('I, Dana M. Whitfield, declare:');
      expect(text).toContain('There are three minor or dependent children');
      expect(text).toMatch(/1\nOlivia Whitfield\n06\/14\/2012\n13\nPetitioner\n/);
      expect(text).toMatch(/3\nGrace Whitfield\n01\/23\/2007\n19\nRespondent\n/);
      expect(text).toContain('are: Olivia Whitfield, Samuel Whitfield.');
      expect(text).toContain('I know of no other proceeding');
      expect(text).not.toMatch(/\{\{|\}\}/);
    });
  });

  describe('the packet: one set of answers for the three forms', () => {
    it('fills every form, the court form and the NDA naming the client by their synonyms', async () => {
      const packet = await generated(
        composition.container.get(GeneratePacketToken)({
          principal,
          templateIds: [...ids.values()].map(formTemplateId),
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
