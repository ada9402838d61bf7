import type { DocumentSource } from '@quire/ports/documents/document-renderer';
import { storageError } from '@quire/ports/storage/storage-error';
import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { docxFromText } from './docx-text-document-writer';
import { docxText } from '../test/support/docx-text';
import { counted, renderInput as input } from '../test/support/render-inputs';
import { EngineDocumentRenderer } from './engine-document-renderer';
import { ExpressionsRuleLanguage } from './expressions-rule-language';

const docxOf = (text: string): Promise<Uint8Array> => Promise.resolve(docxFromText(text));
const textOf = docxText;

describe('EngineDocumentRenderer', () => {
  describe('when a template is rendered twice', () => {
    it('reads and compiles it once, and fills it through aliases and synonyms', async () => {
      const renderer = new EngineDocumentRenderer();
      const { source, loads } = counted(await docxOf('Dear {{Client Name}}.'));
      const first = await renderer.render(input(source, { client_name: 'Ada' }))();
      const second = await renderer.render(input(source, { client_name: 'Grace' }))();
      expect(E.isRight(first) && textOf(first.right.bytes)).toBe('Dear Ada.');
      expect(E.isRight(second) && textOf(second.right.bytes)).toBe('Dear Grace.');
      expect(loads.count).toBe(1);
      expect(renderer.cacheStats()).toMatchObject({ entries: 1, hits: 1, misses: 1 });
    });
  });

  describe('when the template changes', () => {
    it('is a new key: the new content is rendered, never the cached one', async () => {
      const renderer = new EngineDocumentRenderer();
      const before = counted(await docxOf('Old {{client_name}}'));
      const after = counted(await docxOf('New {{client_name}}'));
      await renderer.render(input(before.source, { client_name: 'A' }))();
      const rendered = await renderer.render(input(after.source, { client_name: 'A' }))();
      expect(E.isRight(rendered) && textOf(rendered.right.bytes)).toBe('New A');
    });
  });

  describe('when the cache may hold one entry', () => {
    it('evicts the older template and loads it again when asked', async () => {
      const renderer = new EngineDocumentRenderer({ cache: { maxEntries: 1 } });
      const one = counted(await docxOf('One'));
      const two = counted(await docxOf('Two'));
      await renderer.render(input(one.source, {}))();
      await renderer.render(input(two.source, {}))();
      await renderer.render(input(one.source, {}))();
      expect([one.loads.count, two.loads.count]).toEqual([2, 1]);
      expect(renderer.cacheStats().entries).toBe(1);
    });
  });

  describe('when the vocabulary has computed aliases', () => {
    it('works them out from their stored formulas, in the request’s time zone, also through the worker pool’s vocabulary shape', async () => {
      const language = new ExpressionsRuleLanguage();
      const formula = (text: string) => {
        const parsed = language.parseFormula(text);
        if (E.isLeft(parsed)) throw new Error(parsed.left.message);
        return parsed.right;
      };
      const { source } = counted(await docxOf('{{total}} due {{due}}'));
      const vocabulary = {
        aliases: [
          { name: 'items', type: 'list' as const, synonyms: [], itemFields: ['amount'], format: null, formula: null },
          { name: 'total', type: 'currency' as const, synonyms: [], itemFields: null, format: 'EUR', formula: formula('sum(items, "amount") * 1.2') },
          { name: 'due', type: 'date' as const, synonyms: [], itemFields: null, format: 'yyyy-MM-dd', formula: formula('add_days(today(), 30)') },
        ],
        rules: [],
      };
      const settings = { ...input(source, {}).settings, timeZone: 'Pacific/Kiritimati' };
      const rendered = await new EngineDocumentRenderer().render(input(source, { items: [{ amount: 10 }, { amount: '0.1' }], total: 1 }, { vocabulary: structuredClone(vocabulary), settings }))();
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Kiritimati' }).format(new Date());
      const due = new Date(Date.parse(`${today}T00:00:00Z`) + 30 * 86_400_000).toISOString().slice(0, 10);
      expect(E.isRight(rendered) && textOf(rendered.right.bytes)).toBe(`€12.12 due ${due}`);
    });
  });

  describe('when a value is missing in error mode', () => {
    it('refuses with every missing name', async () => {
      const { source } = counted(await docxOf('{{client_name}} {{other}}'));
      const rendered = await new EngineDocumentRenderer().render(input(source, {}, { settings: { ...input(source, {}).settings, missing: 'error' } }))();
      expect(rendered).toEqual(E.left({ _tag: 'RenderRefused', refusal: expect.objectContaining({ code: 'missing_values', names: expect.arrayContaining(['client_name', 'other']) }) }));
    });
  });

  describe('when the template includes snippets', () => {
    it('hands them to the engine by name, compiled once and kept like templates', async () => {
      const renderer = new EngineDocumentRenderer();
      const { source } = counted(await docxOf('Terms:\n{{> Standard Clause}}'));
      const clause = counted(await docxOf('Confidential for {{client_name}}.'));
      const snippets = [{ name: 'standard  clause', source: clause.source }];
      const first = await renderer.render(input(source, { client_name: 'Ada' }, { snippets }))();
      const second = await renderer.render(input(source, { client_name: 'Bob' }, { snippets }))();
      expect([first, second].map((rendered) => E.isRight(rendered) && textOf(rendered.right.bytes))).toEqual(['Terms:\nConfidential for Ada.', 'Terms:\nConfidential for Bob.']);
      expect(clause.loads.count).toBe(1);
    });
  });

  describe('when documents are merged', () => {
    it('answers one document holding each in order', async () => {
      const merged = await new EngineDocumentRenderer().merge([await docxOf('First'), await docxOf('Second')], { maxOutputBytes: 10_000_000 })();
      expect(E.isRight(merged) && textOf(merged.right)).toMatch(/^First\n(.*\n)*Second$/);
    });

    it('refuses what is no .docx', async () => {
      const merged = await new EngineDocumentRenderer().merge([await docxOf('First'), new Uint8Array([1, 2, 3])], { maxOutputBytes: 10_000_000 })();
      expect(merged).toEqual(E.left(expect.objectContaining({ code: 'merge_failed' })));
    });
  });

  describe('when the blob cannot be read', () => {
    it('answers the storage failure and keeps nothing', async () => {
      const renderer = new EngineDocumentRenderer();
      const failing: DocumentSource = { sha256: 'x'.repeat(64), load: () => TE.left(storageError('blobs.get')(new Error('down'))) };
      const rendered = await renderer.render(input(failing, {}))();
      expect(rendered).toEqual(E.left(expect.objectContaining({ _tag: 'StorageError' })));
      expect(renderer.cacheStats().entries).toBe(0);
    });
  });
});
