import { paragraphsDocx } from '@quire/testing/docx/minimal-docx';
import { EngineDocumentComparer } from '../compare/engine-document-comparer';
import { DEFAULT_POOL_LIMITS, EnginePool } from './engine-pool';
import { PooledDocumentComparer } from './pooled-document-comparer';

const AT = new Date('2026-11-28T10:00:00Z');
const pools: EnginePool[] = [];
const poolWith = (setup: ConstructorParameters<typeof EnginePool>[0]['setup'] = {}): EnginePool => {
  const pool = new EnginePool({ threads: 1, limits: DEFAULT_POOL_LIMITS, routing: 'affinity', setup });
  pools.push(pool);
  return pool;
};
afterAll(() => Promise.all(pools.map((pool) => pool.close())));

describe('PooledDocumentComparer', () => {
  it.each([
    ['two versions', paragraphsDocx('The rent is due monthly.', 'No pets.'), paragraphsDocx('The rent is due weekly.', 'No pets.', 'No smoking.')],
    ['a revised file that is no zip', paragraphsDocx('One'), new TextEncoder().encode('%PDF-1.7')],
    ['an original file that is no zip', new TextEncoder().encode('%PDF-1.7'), paragraphsDocx('One')],
  ])('answers %s exactly as in-process', async (_, original, revised) => {
    const plain = (outcome: Awaited<ReturnType<ReturnType<EngineDocumentComparer['compare']>>>) =>
      outcome._tag === 'Left' ? outcome : { changes: outcome.right.changes, docx: Buffer.from(outcome.right.docx).toString('base64') };
    const pooled = await new PooledDocumentComparer(poolWith()).compare(original, revised, AT)();
    expect(plain(pooled)).toEqual(plain(await new EngineDocumentComparer().compare(original, revised, AT)()));
  });

  it('names the file the engine refused, and answers a compare past its limit of paragraphs as too complex (size)', async () => {
    const refused = await new EngineDocumentComparer().compare(paragraphsDocx('One'), new TextEncoder().encode('%PDF-1.7'), AT)();
    expect(refused).toMatchObject({ _tag: 'Left', left: { _tag: 'DocumentRefused', code: 'not_a_zip', message: expect.stringMatching(/^The revised file: /) } });
    const many = paragraphsDocx(...Array.from({ length: 20 }, (_, index) => `Paragraph ${index}`));
    const pooled = await new PooledDocumentComparer(poolWith({ compare: { maxBlocks: 10 } })).compare(many, many, AT)();
    expect(pooled).toMatchObject({ _tag: 'Left', left: { _tag: 'TooComplex', limit: 'size' } });
  });
});
