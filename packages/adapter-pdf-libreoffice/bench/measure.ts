/**
 * Measures PDF conversion three ways on this machine (ADR 0014), for a one-page letter and a long
 * document: a new soffice per conversion on a fresh profile, a new soffice per conversion on a reused
 * profile, and the warm pool (one worker in turn; two workers under concurrent load).
 * Run: npm run bench -w @quire/adapter-pdf-libreoffice
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { promisify } from 'node:util';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { findSoffice } from '../src/find-soffice';
import { LibreOfficePdfConverter } from '../src/libreoffice-pdf-converter';
import { paragraphsDocx } from '@quire/testing/docx/minimal-docx';

const run = promisify(execFile);
const rounds = Number(process.env['ROUNDS'] ?? 10);

const letter = paragraphsDocx(
  'Quire & Partners LLP',
  'Dear Ms. Smith,',
  ...Array.from({ length: 12 }, (_, i) => `Paragraph ${i + 1} of the engagement letter: ${'terms and conditions apply '.repeat(6)}`),
  'Yours sincerely,',
);
const report = paragraphsDocx(...Array.from({ length: 600 }, (_, i) => `Clause ${i + 1}. ${'The parties agree that the provisions below apply. '.repeat(4)}`));

const stats = (ms: ReadonlyArray<number>): string => {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (q: number): number => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  return `median ${at(0.5).toFixed(0)} ms, p90 ${at(0.9).toFixed(0)} ms (n=${ms.length})`;
};

const timed = async (f: () => Promise<void>): Promise<number> => {
  const start = process.hrtime.bigint();
  await f();
  return Number(process.hrtime.bigint() - start) / 1e6;
};

const coldConversion = async (soffice: string, docx: Uint8Array, profile: string): Promise<void> => {
  const dir = await mkdtemp(path.join(tmpdir(), 'quire-pdf-bench-'));
  try {
    await writeFile(path.join(dir, 'in.docx'), docx);
    await run(soffice, [`-env:UserInstallation=file://${profile}`, '--headless', '--norestore', '--convert-to', 'pdf', '--outdir', dir, path.join(dir, 'in.docx')], {
      env: { PATH: process.env['PATH'] ?? '', HOME: dir },
    });
    await readFile(path.join(dir, 'in.pdf'));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};

const main = async (): Promise<void> => {
  const found = findSoffice('soffice', process.env['PATH']);
  if (O.isNone(found)) throw new Error('soffice is not installed');
  const soffice = found.value;
  const work = await mkdtemp(path.join(tmpdir(), 'quire-pdf-bench-profiles-'));
  const converter = new LibreOfficePdfConverter({ poolSize: 2, maxQueue: 1000 });
  try {
    for (const [name, docx] of [
      ['letter (1 page)', letter],
      ['report (600 paragraphs)', report],
    ] as const) {
      const fresh: number[] = [];
      for (let i = 0; i < Math.min(rounds, 5); i++) fresh.push(await timed(() => coldConversion(soffice, docx, path.join(work, `fresh-${name.length}-${i}`))));
      console.log(`${name}: new soffice, fresh profile:  ${stats(fresh)}`);
      const reused = path.join(work, 'reused');
      await coldConversion(soffice, docx, reused);
      const cold: number[] = [];
      for (let i = 0; i < rounds; i++) cold.push(await timed(() => coldConversion(soffice, docx, reused)));
      console.log(`${name}: new soffice, reused profile: ${stats(cold)}`);
      const startUp = await timed(async () => {
        const warmed = await converter.warmUp()();
        if (E.isLeft(warmed)) throw new Error(warmed.left.message);
      });
      if (name.startsWith('letter')) console.log(`pool start (template profile + 2 workers): ${startUp.toFixed(0)} ms`);
      await converter.convert(docx)();
      await converter.convert(docx)();
      const warm: number[] = [];
      for (let i = 0; i < rounds; i++) {
        warm.push(
          await timed(async () => {
            const result = await converter.convert(docx)();
            if (E.isLeft(result)) throw new Error(JSON.stringify(result.left));
          }),
        );
      }
      console.log(`${name}: warm pool, one at a time:    ${stats(warm)}`);
      const n = rounds * 2;
      const all = await timed(async () => {
        const results = await Promise.all(Array.from({ length: n }, () => converter.convert(docx)()));
        if (results.some(E.isLeft)) throw new Error('a conversion failed');
      });
      console.log(`${name}: warm pool of 2, ${n} at once:  ${(all / n).toFixed(0)} ms per document, ${((n * 1000) / all).toFixed(1)} documents/s`);
    }
  } finally {
    await converter.close();
    await rm(work, { recursive: true, force: true });
  }
};

void main();
