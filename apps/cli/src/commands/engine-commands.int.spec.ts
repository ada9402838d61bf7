import { docxText } from '@quire/docx-engine';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { runCli } from '../run-cli';

/*
 * `quire render` and `quire analyse` (ADR 0061): the engine on files, with no server, database,
 * data folder or key: every run here has an empty environment and a working folder of its own.
 */
const EXAMPLES = path.join(__dirname, '..', '..', '..', '..', 'packages', 'docx-engine', 'examples');
const LETTER = path.join(EXAMPLES, 'letter.docx');
const LETTER_DATA = path.join(EXAMPLES, 'letter.json');
const FIXTURES = path.join(__dirname, '..', '..', 'test', 'fixtures');
const BROKEN = path.join(FIXTURES, 'broken.docx');

let folder: string;
beforeEach(() => (folder = mkdtempSync(path.join(os.tmpdir(), 'quire-cli-engine-'))));
afterEach(() => rmSync(folder, { recursive: true, force: true }));

const run = async (args: string[]) => {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(args, {}, folder, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out: out.join('\n'), err: err.join('\n') };
};
const file = (name: string, content: string): string => {
  const target = path.join(folder, name);
  writeFileSync(target, content);
  return target;
};
const textOf = (docx: string): string => {
  const text = docxText(readFileSync(docx));
  if (!text.ok) throw new Error(text.error.message);
  return text.value;
};

describe('quire render', () => {
  it('fills a template with the JSON answers, exit 0', async () => {
    const out = path.join(folder, 'letter.docx');
    const result = await run(['render', LETTER, LETTER_DATA, '-o', out]);
    expect(result).toEqual({ code: 0, out, err: '' });
    expect(textOf(out)).toBe('Dear Ada Lovelace,\nYour fee is $1,250.00, due within a week.\n1. Review the lease\n2. Draft the reply\nYours, Quire & Partners');
  });

  it('formats for --locale, and prints a warning for each field left blank', async () => {
    const out = path.join(folder, 'letter.docx');
    const data = file('data.json', JSON.stringify({ client_name: 'Zoë', fee: 1250.5, items: [] }));
    const result = await run(['render', LETTER, data, '--output', out, '--locale', 'fr-FR']);
    expect(result.code).toBe(0);
    expect(result.err).toBe('warning missing_value (signatory): "signatory" has no value; it was left blank.');
    expect(textOf(out)).toContain('Your fee is 1\u202f250,50\u00a0$US');
  });

  it('keeps missing fields as written with --missing keep', async () => {
    const out = path.join(folder, 'letter.docx');
    const result = await run(['render', LETTER, file('data.json', '{"client_name": "Ada"}'), '-o', out, '--missing', 'keep']);
    expect(result.code).toBe(0);
    expect(textOf(out)).toContain('Yours, {{signatory}}');
  });

  describe('exit 1 with the diagnostics when the template has problems', () => {
    it('prints every error of a template with errors, and writes nothing', async () => {
      const out = path.join(folder, 'out.docx');
      const result = await run(['render', BROKEN, LETTER_DATA, '-o', out]);
      expect(result.code).toBe(1);
      expect(result.err).toContain('broken.docx: error unclosed_block (word/document.xml, paragraph 2)');
      expect(result.err).toContain('broken.docx: error unknown_filter (word/document.xml, paragraph 3): Unknown filter "shout"');
      expect(() => readFileSync(out)).toThrow();
    });

    it('says why a file is no template', async () => {
      const result = await run(['render', path.join(FIXTURES, 'not-a-docx.docx'), LETTER_DATA, '-o', path.join(folder, 'x.docx')]);
      expect(result).toMatchObject({ code: 1, err: expect.stringMatching(/not-a-docx\.docx: refused \(not_a_zip\)/) });
    });
  });

  describe('exit 1 when the data has problems', () => {
    it.each([
      ['not JSON', '{"client_name": ', /data\.json: not JSON/],
      ['an array', '[1, 2, 3]', /data\.json: must hold a JSON object of answers .* not an array/],
      ['a string', '"Ada"', /not a string/],
    ])('refuses data that is %s', async (_, content, message) => {
      const result = await run(['render', LETTER, file('data.json', content), '-o', path.join(folder, 'x.docx')]);
      expect(result).toMatchObject({ code: 1, err: expect.stringMatching(message) });
    });

    it('names the missing fields with --missing error', async () => {
      const result = await run(['render', LETTER, file('data.json', '{}'), '-o', path.join(folder, 'x.docx'), '--missing', 'error']);
      expect(result).toMatchObject({ code: 1, err: expect.stringContaining('client_name, fee, items, signatory') });
    });

    it('says a repeat over something that is not a list', async () => {
      const result = await run(['render', LETTER, file('data.json', '{"items": "two"}'), '-o', path.join(folder, 'x.docx')]);
      expect(result).toMatchObject({ code: 1, err: expect.stringContaining('items') });
    });

    it('says a data file that does not exist', async () => {
      const result = await run(['render', LETTER, path.join(folder, 'nope.json'), '-o', path.join(folder, 'x.docx')]);
      expect(result).toMatchObject({ code: 1, err: expect.stringContaining('nope.json: cannot be read (ENOENT)') });
    });
  });

  describe('exit 2 with the usage for wrong arguments', () => {
    it.each([
      ['no output', ['render', LETTER, LETTER_DATA], /missing --output/],
      ['one file', ['render', LETTER, '-o', 'x.docx'], /expected 2 file argument\(s\), got 1/],
      ['an unknown option', ['render', LETTER, LETTER_DATA, '-o', 'x.docx', '--colour', 'red'], /Unknown option '--colour'/],
      ['a wrong --missing', ['render', LETTER, LETTER_DATA, '-o', 'x.docx', '--missing', 'loud'], /--missing must be one of blank, highlight, keep, error/],
      ['a wrong --locale', ['render', LETTER, LETTER_DATA, '-o', 'x.docx', '--locale', 'not a locale'], /--locale not a locale is not a BCP 47 language tag/],
      ['a wrong --time-zone', ['render', LETTER, LETTER_DATA, '-o', 'x.docx', '--time-zone', 'Mars/Olympus'], /not an IANA time zone/],
    ])('%s', async (_, args, message) => {
      const result = await run(args);
      expect(result.code).toBe(2);
      expect(result.err).toMatch(message);
      expect(result.err).toContain('Usage: quire render TEMPLATE.docx DATA.json -o OUT.docx');
    });
  });

  it('inserts snippets from the .docx files of --snippets, and says which one is missing without it', async () => {
    const repo = path.join(__dirname, '..', '..', '..', '..');
    const template = path.join(repo, 'examples', 'templates', 'engagement-letter.docx');
    const data = path.join(repo, 'examples', 'data', 'engagement-letter.json');
    const out = path.join(folder, 'engagement.docx');
    const withSnippets = await run(['render', template, data, '-o', out, '--snippets', path.join(repo, 'examples', 'snippets')]);
    expect(withSnippets.code).toBe(0);
    expect(textOf(out)).toContain('Billing and payment. We bill monthly');
    const without = await run(['render', template, data, '-o', out]);
    expect(without).toMatchObject({ code: 1, err: expect.stringContaining('The snippet "Standard Terms of Engagement"') });
    expect(await run(['render', template, data, '-o', out, '--snippets', path.join(folder, 'nope')])).toMatchObject({ code: 1, err: expect.stringContaining('cannot be read (ENOENT)') });
  });

  it('writes a PDF with --pdf (LibreOffice)', async () => {
    const out = path.join(folder, 'letter.pdf');
    const result = await run(['render', LETTER, LETTER_DATA, '-o', out, '--pdf']);
    expect(result).toMatchObject({ code: 0, err: '' });
    expect(readFileSync(out).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  }, 120_000);

  it('writes an archival, tagged PDF with --pdf-archive and --pdf-tagged, which need --pdf', async () => {
    const out = path.join(folder, 'archived.pdf');
    const result = await run(['render', LETTER, LETTER_DATA, '-o', out, '--pdf', '--pdf-archive', 'PDF/A-3b', '--pdf-tagged']);
    expect(result).toMatchObject({ code: 0, err: '' });
    // poppler's pdfinfo: the XMP metadata declares PDF/A-3b, and the file is tagged.
    expect(execFileSync('pdfinfo', ['-meta', out]).toString('utf8')).toMatch(/pdfaid:part(>|=")3/);
    expect(execFileSync('pdfinfo', [out]).toString('utf8')).toMatch(/^Tagged:\s+yes$/m);
    expect(await run(['render', LETTER, LETTER_DATA, '-o', out, '--pdf-tagged'])).toMatchObject({ code: 2, err: expect.stringContaining('need --pdf') });
    expect(await run(['render', LETTER, LETTER_DATA, '-o', out, '--pdf', '--pdf-archive', 'PDF/A-1b'])).toMatchObject({ code: 2, err: expect.stringContaining('PDF/A-2b, PDF/A-3b') });
  }, 120_000);
});

describe('quire analyse', () => {
  it('lists what a template uses, exit 0', async () => {
    const result = await run(['analyse', LETTER]);
    expect(result.code).toBe(0);
    expect(result.out).toContain('fields:\n  client_name ×1\n  fee ×1');
    expect(result.out).toContain('repeats:\n  items ×1');
    expect(result.err).toBe('');
  });

  it('answers JSON with --json', async () => {
    const result = await run(['analyse', LETTER, '--json']);
    const analysis = JSON.parse(result.out) as { valid: boolean; fields: Array<{ name: string }>; diagnostics: unknown[] };
    expect(analysis.valid).toBe(true);
    expect(analysis.fields.map((field) => field.name)).toEqual(['client_name', 'fee', 'rush', 'items', 'description', 'signatory']);
    expect(analysis.diagnostics).toEqual([]);
  });

  it('prints the errors of a template with errors, exit 1', async () => {
    const result = await run(['analyse', BROKEN]);
    expect(result.code).toBe(1);
    expect(result.err.split('\n')).toHaveLength(2);
    const json = await run(['analyse', BROKEN, '--json']);
    expect(json.code).toBe(1);
    expect(JSON.parse(json.out)).toMatchObject({ valid: false, diagnostics: [expect.objectContaining({ code: 'unknown_filter' }), expect.objectContaining({ code: 'unclosed_block' })] });
  });

  it('exit 1 for a file that is no template, 2 for wrong arguments', async () => {
    expect(await run(['analyse', path.join(FIXTURES, 'not-a-docx.docx')])).toMatchObject({ code: 1 });
    expect(await run(['analyse'])).toMatchObject({ code: 2, err: expect.stringContaining('expected 1 file argument(s), got 0') });
    expect(await run(['analyse', LETTER, LETTER])).toMatchObject({ code: 2 });
  });
});

describe('the quire process', () => {
  const BIN = path.join(__dirname, '..', '..', 'bin', 'quire.js');
  const quire = (args: string[]) => spawnSync(process.execPath, [BIN, ...args], { cwd: os.tmpdir(), env: { PATH: process.env['PATH'] ?? '' }, encoding: 'utf8', timeout: 60_000 });

  it('prints --help on stdout with exit 0, from any folder and with no configuration', () => {
    const help = quire(['--help']);
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('quire render TEMPLATE.docx DATA.json -o OUT.docx');
    expect(help.stderr).toBe('');
    const commandHelp = quire(['render', '--help']);
    expect(commandHelp).toMatchObject({ status: 0, stdout: expect.stringMatching(/^Usage: quire render/) });
  }, 60_000);

  it('renders with exit 0, and exits 1 and 2 as documented', () => {
    const out = path.join(folder, 'letter.docx');
    expect(quire(['render', LETTER, LETTER_DATA, '-o', out]).status).toBe(0);
    expect(textOf(out)).toContain('Dear Ada Lovelace,');
    expect(quire(['analyse', BROKEN]).status).toBe(1);
    expect(quire(['render', LETTER]).status).toBe(2);
    expect(quire(['frobnicate']).status).toBe(2);
  }, 120_000);
});
