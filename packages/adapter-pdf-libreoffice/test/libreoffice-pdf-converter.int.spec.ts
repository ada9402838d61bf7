import type { PdfError } from '@quire/ports/documents/pdf-converter';
import * as E from 'fp-ts/Either';
import { LibreOfficePdfConverter } from '../src/libreoffice-pdf-converter';
import { minimalDocx, paragraphsDocx } from '@quire/testing/docx/minimal-docx';
import { paragraphXml } from '@quire/testing/docx/wordml';
import { STALE_PAGE, tocDocx } from '@quire/testing/docx/toc-docx';
import { pdfText } from './pdf-tools';
import { eventually, processesInGroup, sofficeBinInGroup, sofficeCpuTicks } from './processes';

jest.setTimeout(400_000);

const pdfOf = (result: E.Either<PdfError, Uint8Array>): Uint8Array => {
  if (E.isLeft(result)) throw new Error(`expected a PDF, got ${JSON.stringify(result.left)}`);
  return result.right;
};

/** A document long enough that converting it takes far longer than a millisecond. */
const bigDocument = paragraphsDocx(...Array.from({ length: 3000 }, (_, i) => `Paragraph ${i}: ${'lorem ipsum dolor sit amet '.repeat(8)}`));

describe('LibreOfficePdfConverter (real LibreOffice)', () => {
  let converter: LibreOfficePdfConverter;

  beforeAll(async () => {
    converter = new LibreOfficePdfConverter({ poolSize: 2 });
    // These tests need soffice (CI installs libreoffice-writer-nogui): without it they fail here.
    expect(converter.available()).toBe(true);
    expect(await converter.warmUp()()).toStrictEqual(E.right(undefined));
  });
  afterAll(() => converter.close());

  describe('when converting a document', () => {
    it('answers a PDF whose text is the paragraphs of the document', async () => {
      const paragraphs = ['Engagement letter', 'Dear Ms. Smith,', 'Thank you for choosing Quire & Partners — we look forward to it.'];
      const pdf = pdfOf(await converter.convert(paragraphsDocx(...paragraphs))());
      expect(Buffer.from(pdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
      expect(await pdfText(pdf)).toStrictEqual(paragraphs);
    });

    it('converts concurrent documents through the pool, each into its own PDF', async () => {
      const texts = Array.from({ length: 6 }, (_, i) => [`Document ${i}`, `Only in document ${i}`]);
      const results = await Promise.all(texts.map((t) => converter.convert(paragraphsDocx(...t))()));
      expect(await Promise.all(results.map((r) => pdfText(pdfOf(r))))).toStrictEqual(texts);
      expect(converter.status()).toMatchObject({ _tag: 'Available', busy: 0, queued: 0 });
    });

    it('answers PdfConversionFailed for a zip that is no Word document, and keeps working', async () => {
      const notWord = minimalDocx(paragraphXml('x')).slice();
      // Corrupt the archive after its first entry header: still a zip signature, no readable document.
      notWord.fill(0x20, 40);
      expect(await converter.convert(notWord)()).toMatchObject(E.left({ _tag: 'PdfConversionFailed' }));
      expect(await pdfText(pdfOf(await converter.convert(paragraphsDocx('Still working'))()))).toStrictEqual(['Still working']);
    });

    it('refreshes a table of contents before the export when asked: its entries name the pages the headings are on', async () => {
      const document = tocDocx([
        { title: 'Alpha chapter', text: 'Text of alpha.' },
        { title: 'Beta chapter', text: 'Text of beta.' },
        { title: 'Gamma chapter', text: 'Text of gamma.' },
      ]);
      const contents = async (refreshFields: boolean) => (await pdfText(pdfOf(await converter.convert(document, { refreshFields, timeoutMs: 170_000 })()))).slice(0, 3).map((line) => line.replace(/[.\s]+(\d+)$/, ' $1'));
      expect(await contents(true)).toStrictEqual(['Alpha chapter 2', 'Beta chapter 3', 'Gamma chapter 4']);
      expect(await contents(false)).toStrictEqual([`Alpha chapter ${STALE_PAGE}`, `Beta chapter ${STALE_PAGE}`, `Gamma chapter ${STALE_PAGE}`]);
    });

    it('answers PdfConversionFailed for bytes that are not a zip at all', async () => {
      expect(await converter.convert(new TextEncoder().encode('<html><img src="http://127.0.0.1:9/x.png"></html>'))()).toStrictEqual(
        E.left({ _tag: 'PdfConversionFailed', code: 'pdf_failed', reason: 'the document is not a .docx (zip) file' }),
      );
    });
  });

  describe('when a conversion takes longer than its time limit', () => {
    it('answers PdfTimeout, kills the worker with its whole process group, and the next conversion succeeds', async () => {
      const before = converter.workerProcessGroups();
      expect(before).toHaveLength(2);
      expect(await converter.convert(bigDocument, { timeoutMs: 1 })()).toStrictEqual(E.left({ _tag: 'PdfTimeout', code: 'pdf_timeout', timeoutMs: 1 }));
      // SIGKILL is sent to the whole group; the kernel may take a moment to finish the processes off.
      const gone = (): ReadonlyArray<number> => before.filter((group) => processesInGroup(group).length === 0);
      expect(await eventually(() => gone().length === 1, 10_000)).toBe(true);
      const killed = gone();
      expect(await pdfText(pdfOf(await converter.convert(paragraphsDocx('After the timeout'))()))).toStrictEqual(['After the timeout']);
      expect(await eventually(() => converter.workerProcessGroups().length === 2 && converter.status()._tag === 'Available')).toBe(true);
      expect(converter.workerProcessGroups()).not.toContain(killed[0]);
    });
  });

  describe('when LibreOffice crashes', () => {
    it('replaces a worker whose soffice is killed while idle', async () => {
      const [victim] = converter.workerProcessGroups();
      if (victim === undefined) throw new Error('no worker');
      const bins = sofficeBinInGroup(victim);
      expect(bins.length).toBeGreaterThan(0);
      bins.forEach((pid) => process.kill(pid, 'SIGKILL'));
      expect(await eventually(() => !converter.workerProcessGroups().includes(victim) && converter.workerProcessGroups().length === 2)).toBe(true);
      expect(await eventually(() => processesInGroup(victim).length === 0, 10_000)).toBe(true);
      const results = await Promise.all([1, 2].map((i) => converter.convert(paragraphsDocx(`After the crash ${i}`))()));
      expect(await Promise.all(results.map((r) => pdfText(pdfOf(r))))).toStrictEqual([['After the crash 1'], ['After the crash 2']]);
    });

    it('still answers the conversion it was running, replaces the worker, and the next conversion succeeds', async () => {
      const groups = converter.workerProcessGroups();
      const idleTicks = groups.map(sofficeCpuTicks);
      const conversion = converter.convert(bigDocument)();
      // A warm soffice spends CPU only on a conversion: half a second of it means one is under way.
      const working = (): number | undefined => groups.find((group, i) => sofficeCpuTicks(group) - (idleTicks[i] ?? 0) >= 50);
      expect(await eventually(() => working() !== undefined)).toBe(true);
      const busyGroup = working() ?? 0;
      sofficeBinInGroup(busyGroup).forEach((pid) => process.kill(pid, 'SIGKILL'));
      // The forwarding soffice, cut off from the warm one, converts the document by itself; were it to
      // fail too, the answer is PdfConversionFailed. Never a hang or a timeout.
      const result = await conversion;
      const whole = (text: ReadonlyArray<string>): boolean => text[0]?.startsWith('Paragraph 0:') === true && text.some((line) => line.startsWith('Paragraph 2999:'));
      const outcome = E.isRight(result) ? (whole(await pdfText(result.right)) ? 'the whole document' : 'another PDF') : result.left._tag;
      expect(['the whole document', 'PdfConversionFailed']).toContain(outcome);
      expect(await pdfText(pdfOf(await converter.convert(paragraphsDocx('After the second crash'))()))).toStrictEqual(['After the second crash']);
      expect(await eventually(() => !converter.workerProcessGroups().includes(busyGroup) && converter.workerProcessGroups().length === 2)).toBe(true);
    });
  });

  describe('when closed', () => {
    it('stops every soffice it started and refuses further conversions', async () => {
      const groups = converter.workerProcessGroups();
      expect(groups.length).toBeGreaterThan(0);
      await converter.close();
      expect(await eventually(() => groups.flatMap(processesInGroup).length === 0, 10_000)).toBe(true);
      expect(await converter.convert(paragraphsDocx('late'))()).toMatchObject(E.left({ _tag: 'PdfBusy', reason: 'closing' }));
    });
  });
});
