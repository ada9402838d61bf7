import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DOCX_REFUSAL_CODES, type DocxRefusal } from '../../src/package/docx-refusal';
import { openDocx } from '../../src/package/open-docx';
import { writeDocx } from '../../src/package/write-docx';
import { SYSTEM_PYTHON } from '../support/python-docx';
import { corpusFiles, readCorpusFile } from './corpus-documents';


interface CorpusOutcome {
  readonly file: string;
  readonly refusal?: DocxRefusal;
  readonly thrown?: string;
  readonly rewrittenDiffers?: readonly string[];
  readonly rewritten?: Uint8Array;
}

const examine = (file: string): CorpusOutcome => {
  try {
    const opened = openDocx(readCorpusFile(file));
    if (!opened.ok) return { file, refusal: opened.error };
    const rewritten = writeDocx(opened.value, new Map());
    if (!rewritten.ok) return { file, thrown: rewritten.error.message };
    const reopened = openDocx(rewritten.value);
    if (!reopened.ok) return { file, thrown: `the rewritten file is refused: ${reopened.error.message}` };
    const rewrittenDiffers = opened.value.names.filter(
      (name) => !reopened.value.has(name) || Buffer.compare(Buffer.from(opened.value.bytes(name)), Buffer.from(reopened.value.bytes(name))) !== 0,
    );
    return { file, rewrittenDiffers, rewritten: rewritten.value };
  } catch (error) {
    return { file, thrown: error instanceof Error ? error.stack ?? error.message : String(error) };
  }
};

/** Summary as a markdown table: what docs/corpus.md records (set QUIRE_TEST_CORPUS_SUMMARY=path to write it). */
const summary = (outcomes: readonly CorpusOutcome[]): string => {
  const counts = new Map<string, number>();
  for (const outcome of outcomes) {
    const key = outcome.refusal?.code ?? (outcome.thrown === undefined ? 'opened' : 'THREW');
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const rows = [...counts].sort(([a], [b]) => a.localeCompare(b)).map(([code, count]) => `| ${code} | ${count} |`);
  const refused = outcomes
    .filter((outcome) => outcome.refusal !== undefined)
    .map((outcome) => `| ${outcome.file} | ${outcome.refusal?.code ?? ''} | ${(outcome.refusal?.message ?? '').replace(/\|/g, '\\|')} |`);
  return [
    `| outcome | files |`,
    `|---|---|`,
    ...rows,
    '',
    `| refused file | code | message |`,
    `|---|---|---|`,
    ...refused,
    '',
  ].join('\n');
};

describe('openDocx over the real-world corpus', () => {
  const files = corpusFiles();
  const outcomes = files.map(examine);

  afterAll(() => {
    const text = summary(outcomes);
    const target = process.env['QUIRE_TEST_CORPUS_SUMMARY'];
    if (target !== undefined && target !== '') writeFileSync(target, text);
  });

  it('finds the corpus', () => {
    expect(files.length).toBeGreaterThan(200);
  });

  describe('when every file is opened', () => {
    it('never throws', () => {
      expect(outcomes.filter((outcome) => outcome.thrown !== undefined).map(({ file, thrown }) => ({ file, thrown }))).toEqual([]);
    });

    it('refuses only with known codes', () => {
      const unknown = outcomes.filter((outcome) => outcome.refusal !== undefined && !DOCX_REFUSAL_CODES.includes(outcome.refusal.code));
      expect(unknown).toEqual([]);
    });

    it('opens most files', () => {
      expect(outcomes.filter((outcome) => outcome.rewritten !== undefined).length).toBeGreaterThan(files.length * 0.9);
    });
  });

  describe('when every opened file is written back without changes', () => {
    it('yields a zip whose parts inflate to the same bytes', () => {
      expect(outcomes.filter((outcome) => (outcome.rewrittenDiffers ?? []).length > 0).map(({ file, rewrittenDiffers }) => ({ file, rewrittenDiffers }))).toEqual([]);
    });

    it("yields zips that Python's zipfile reads with every CRC right", () => {
      const folder = mkdtempSync(join(tmpdir(), 'quire-corpus-'));
      try {
        const paths = outcomes.flatMap((outcome, index) => {
          if (outcome.rewritten === undefined) return [];
          const path = join(folder, `${index}.docx`);
          writeFileSync(path, outcome.rewritten);
          return [path];
        });
        const script = 'import sys, zipfile\nfor p in sys.argv[1:]:\n    bad = zipfile.ZipFile(p).testzip()\n    if bad is not None: print(p, bad)\n';
        const result = spawnSync(SYSTEM_PYTHON, ['-c', script, ...paths], { encoding: 'utf8' });
        expect({ status: result.status, stdout: result.stdout, stderr: result.stderr }).toEqual({ status: 0, stdout: '', stderr: '' });
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    });
  });
});
