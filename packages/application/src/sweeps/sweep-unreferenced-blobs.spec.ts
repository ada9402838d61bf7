import { documentLibraryWorld, file, principalOf } from '../../test/document-library-world';
import * as TE from 'fp-ts/TaskEither';
import { right } from '../../test/in-memory-world';
import { createFormTemplate } from '../library/form-templates/create-form-template';
import { sweepUnreferencedBlobs } from './sweep-unreferenced-blobs';

const HOUR = 60 * 60 * 1000;
const me = principalOf('tenant-a');

const setUp = async () => {
  const { adapters, deps } = documentLibraryWorld();
  const template = await right(createFormTemplate(deps)({ principal: me, name: 'Lease', file: file('Lease {{tenant_name}}') }));
  const orphan = await right(adapters.blobs.put(Buffer.from('left by a failed upload')));
  return { adapters, deps, template, orphan, sweep: sweepUnreferencedBlobs(deps) };
};

describe('sweepUnreferencedBlobs', () => {
  describe('when an unreferenced blob is older than the grace period', () => {
    it('deletes it and keeps the blob a template points at', async () => {
      const { adapters, template, orphan, sweep } = await setUp();
      adapters.clock.advance(2 * HOUR);
      expect(await right(sweep({ graceMs: HOUR }))).toEqual({ examined: 2, deleted: 1, abandonedWrites: 0 });
      expect(await right(adapters.blobs.has(orphan.digest))).toBe(false);
      expect(await right(adapters.blobs.has(template.file.sha256))).toBe(true);
    });
  });

  describe('when the unreferenced blob is younger than the grace period', () => {
    it('keeps it (an upload may be about to write its row)', async () => {
      const { adapters, orphan, sweep } = await setUp();
      adapters.clock.advance(HOUR / 2);
      expect(await right(sweep({ graceMs: HOUR }))).toEqual({ examined: 0, deleted: 0, abandonedWrites: 0 });
      expect(await right(adapters.blobs.has(orphan.digest))).toBe(true);
    });
  });

  describe('when the same bytes are stored again during the sweep', () => {
    it('keeps them', async () => {
      const { adapters, deps, orphan } = await setUp();
      adapters.clock.advance(2 * HOUR);
      const references = {
        referenced: (digests: ReadonlyArray<string>) => {
          void adapters.blobs.put(Buffer.from('left by a failed upload'))();
          return adapters.blobReferences.referenced(digests);
        },
      };
      expect(await right(sweepUnreferencedBlobs({ ...deps, blobReferences: references })({ graceMs: HOUR }))).toEqual({ examined: 2, deleted: 0, abandonedWrites: 0 });
      expect(await right(adapters.blobs.has(orphan.digest))).toBe(true);
    });
  });

  describe('when a deleted template leaves its blobs', () => {
    it('sweeps them once old enough', async () => {
      const { adapters, deps, template, sweep } = await setUp();
      await right(deps.templates.delete(me.tenantId, template.id, template.version));
      adapters.clock.advance(2 * HOUR);
      expect(await right(sweep({ graceMs: HOUR }))).toEqual({ examined: 2, deleted: 2, abandonedWrites: 0 });
      expect(await right(adapters.blobs.listOlderThan(new Date('2100-01-01')))).toEqual([]);
    });
  });

  describe('when the blob store keeps temp files of interrupted writes', () => {
    it('asks it to remove those older than the grace period, and counts them', async () => {
      const { adapters, deps } = await setUp();
      const cutoffs: Date[] = [];
      const blobs = Object.assign(Object.create(adapters.blobs) as typeof adapters.blobs, {
        removeAbandonedWrites: (cutoff: Date) => {
          cutoffs.push(cutoff);
          return TE.right(3);
        },
      });
      adapters.clock.advance(2 * HOUR);
      expect(await right(sweepUnreferencedBlobs({ ...deps, blobs })({ graceMs: HOUR }))).toEqual({ examined: 2, deleted: 1, abandonedWrites: 3 });
      expect(cutoffs).toEqual([new Date(adapters.clock.now().getTime() - HOUR)]);
    });
  });
});
