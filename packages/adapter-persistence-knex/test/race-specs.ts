import type { AppError } from '@quire/application/app-error';
import type { Principal } from '@quire/application/principal';
import type { AliasId, ConditionalRuleId, FormTemplateId, SnippetFolderId, SnippetId } from '@quire/domain/library/library-ids';
import { expectRight } from '@quire/testing/contracts/run-task';
import type { TenantId } from '@quire/domain/ids';
import * as O from 'fp-ts/Option';
import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { Knex } from 'knex';
import { KnexSnippetFolderRepository } from '../src/library/knex-snippet-folder-repository';
import { type RaceWorld, raceWorld, textFile } from './race-world';

/** How many requests race in each test (the probe sent 20). */
export const RACERS = 20;

type Written = { readonly id: string; readonly version: number };

/** How a use case answered, as the HTTP adapter's one switch tells answers apart: ok, or the error's tag and code. */
const outcomeOf = (result: E.Either<AppError, unknown>): string => {
  if (E.isRight(result)) return 'ok';
  const error = result.left;
  return error._tag === 'Conflict' ? `Conflict ${error.code}` : error._tag;
};

/** The outcomes of the racers, counted. */
export const tally = (results: ReadonlyArray<E.Either<AppError, unknown>>): Record<string, number> =>
  results.map(outcomeOf).reduce<Record<string, number>>((counts, outcome) => ({ ...counts, [outcome]: (counts[outcome] ?? 0) + 1 }), {});

const race = <A>(make: (racer: number) => TE.TaskEither<AppError, A>): Promise<ReadonlyArray<E.Either<AppError, A>>> =>
  Promise.all(Array.from({ length: RACERS }, (_, racer) => make(racer)()));

/** A library resource, created once and then changed by each racer in its own way. */
type Racing = {
  readonly create: (world: RaceWorld, principal: Principal, name: string) => TE.TaskEither<AppError, Written>;
  readonly change: (world: RaceWorld, principal: Principal, id: string, expectedVersions: ReadonlyArray<number> | null, racer: number) => TE.TaskEither<AppError, Written>;
  /** What a second create of the same name answers. */
  readonly nameTaken: string;
  /** What the tenant needs before the first create. */
  readonly prepare?: (world: RaceWorld, principal: Principal) => Promise<void>;
};

const RESOURCES: ReadonlyArray<[string, Racing]> = [
  [
    'aliases',
    {
      create: (world, principal, name) => world.app.aliases.createAlias({ principal, alias: { name: name.replace(/\W/g, '_'), type: 'text' } }),
      change: (world, principal, id, expectedVersions, racer) =>
        pipe(
          world.app.aliases.updateAlias({ principal, id: id as AliasId, patch: { label: `Label of racer ${racer}` }, expectedVersions, force: false }),
          TE.map(({ alias }) => alias),
        ),
      nameTaken: 'AliasNameTaken',
    },
  ],
  [
    'rules',
    {
      create: (world, principal, name) => world.app.rules.createRule({ principal, rule: { name: name.replace(/\W/g, '_'), kind: 'condition', expression: { text: 'married' } } }),
      change: (world, principal, id, expectedVersions, racer) =>
        world.app.rules.updateRule({ principal, id: id as ConditionalRuleId, patch: { description: `racer ${racer}` }, expectedVersions, force: false }),
      nameTaken: 'NameTaken',
      prepare: async (world, principal) => {
        await expectRight(world.app.aliases.createAlias({ principal, alias: { name: 'married', type: 'boolean' } }));
      },
    },
  ],
  [
    'snippets',
    {
      create: (world, principal, name) => world.app.snippets.createSnippet({ principal, name, source: { kind: 'text', text: 'The clause {{client}}.' } }),
      change: (world, principal, id, expectedVersions, racer) =>
        world.app.snippets.updateSnippet({ principal, id: id as SnippetId, patch: { description: `racer ${racer}` }, source: null, expectedVersions, force: false }),
      nameTaken: 'NameTaken',
    },
  ],
  [
    'snippet folders',
    {
      create: (world, principal, name) => world.app.snippetFolders.createSnippetFolder({ principal, name, parentId: null }),
      change: (world, principal, id, expectedVersions, racer) =>
        pipe(
          world.app.snippetFolders.updateSnippetFolder({ principal, id: id as SnippetFolderId, patch: { name: `Renamed by racer ${racer}` }, expectedVersions }),
          TE.map(({ folder }) => folder),
        ),
      nameTaken: 'NameTaken',
    },
  ],
  [
    'form templates (a new file)',
    {
      create: (world, principal, name) => world.app.formTemplates.createFormTemplate({ principal, name, file: textFile('Dear {{client}},') }),
      change: (world, principal, id, expectedVersions, racer) =>
        world.app.formTemplates.updateFormTemplate({ principal, id: id as FormTemplateId, patch: {}, file: textFile(`Version of racer ${racer}: Dear {{client}},`), expectedVersions }),
      nameTaken: 'NameTaken',
    },
  ],
];

/**
 * Concurrent writes through the application's use cases on one Knex store (each dialect's spec calls
 * it): 409 and 412 as the contract says, never a StorageError (a 500), ADR 0016.
 */
export const raceSpecs = (db: () => Knex): void => {
  describe.each(RESOURCES)('%s', (_name, resource) => {
    const given = async () => {
      const world = raceWorld(db());
      const principal = await world.givenPrincipal();
      await resource.prepare?.(world, principal);
      return { world, principal };
    };
    const setUp = async () => {
      const { world, principal } = await given();
      const created = await expectRight(resource.create(world, principal, 'Raced name'));
      return { world, principal, created };
    };

    it(`answers exactly one of ${RACERS} changes with the same If-Match, and version_mismatch (412) to the others`, async () => {
      const { world, principal, created } = await setUp();
      const results = await race((racer) => resource.change(world, principal, created.id, [created.version], racer));
      expect(tally(results)).toEqual({ ok: 1, VersionMismatch: RACERS - 1 });
    });

    it(`lets the last writer win for changes without If-Match: each success is one version, never a 500`, async () => {
      const { world, principal, created } = await setUp();
      const results = await race((racer) => resource.change(world, principal, created.id, null, racer));
      const outcomes = tally(results);
      expect(Object.keys(outcomes).filter((outcome) => outcome !== 'ok' && outcome !== 'Conflict concurrent_update')).toEqual([]);
      expect(outcomes['ok']).toBeGreaterThanOrEqual(RACERS - 2);
      // The one change nobody raced any more tells the version the successes made.
      const after = await expectRight(resource.change(world, principal, created.id, null, RACERS));
      expect(after.version).toBe(created.version + (outcomes['ok'] ?? 0) + 1);
    });

    it(`creates one of ${RACERS} with the same name, and answers name_taken (409) to the others`, async () => {
      const { world, principal } = await given();
      const results = await race(() => resource.create(world, principal, 'Wanted name'));
      expect(tally(results)).toEqual({ ok: 1, [resource.nameTaken]: RACERS - 1 });
    });
  });

  describe('a snippet folder deleted while snippets are created in it', () => {
    const givenFolder = (world: RaceWorld, principal: Principal, name = 'Doomed') => expectRight(world.app.snippetFolders.createSnippetFolder({ principal, name, parentId: null }));
    const createIn = (world: RaceWorld, principal: Principal, folderId: SnippetFolderId, name: string) =>
      world.app.snippets.createSnippet({ principal, name, folderId, source: { kind: 'text', text: 'A clause.' } });
    const missingFolder = { _tag: 'Validation', errors: [{ path: 'folderId', message: 'is not a snippet folder of this tenant' }] };

    it(`answers each of ${RACERS} creates 201 or the 422 of a missing folder, and the delete 204 or folder_not_empty, never a 500`, async () => {
      const world = raceWorld(db());
      const principal = await world.givenPrincipal();
      // The delete starts first, in the middle, and last among the creates.
      for (const deleteAfter of [0, RACERS / 2, RACERS]) {
        const folder = await givenFolder(world, principal, `Doomed ${deleteAfter}`);
        const creates = Array.from({ length: RACERS }, (_, racer) => () => createIn(world, principal, folder.id, `Clause ${deleteAfter}-${racer}`)());
        const deletion = () => world.app.snippetFolders.deleteSnippetFolder({ principal, id: folder.id, expectedVersions: null })();
        const started = [...creates.slice(0, deleteAfter), deletion, ...creates.slice(deleteAfter)].map((start) => start());
        const results: ReadonlyArray<E.Either<AppError, unknown>> = await Promise.all(started);
        const deleted = results[deleteAfter] as E.Either<AppError, unknown>;
        const created = results.filter((_, index) => index !== deleteAfter);
        expect(created.filter(E.isLeft).map((result) => result.left).filter((error) => JSON.stringify(error) !== JSON.stringify(missingFolder))).toEqual([]);
        const createdCount = created.filter(E.isRight).length;
        // Serialisable: the folder went before every create, or a create came first and the folder stays.
        expect(outcomeOf(deleted)).toBe(createdCount === 0 ? 'ok' : 'FolderNotEmpty');
      }
    });

    it('answers the 422 of a missing folder to a create whose folder goes between its check and its insert', async () => {
      const folders = new KnexSnippetFolderRepository(db());
      let deleteOnce = true;
      const world = raceWorld(db(), {
        snippetFolders: Object.assign(Object.create(folders) as KnexSnippetFolderRepository, {
          findById: (tenantId: TenantId, id: SnippetFolderId) =>
            pipe(
              folders.findById(tenantId, id),
              TE.chainFirst((found) => (deleteOnce && O.isSome(found) ? ((deleteOnce = false), folders.delete(tenantId, id, found.value.version)) : TE.right(undefined))),
            ),
        }),
      });
      const principal = await world.givenPrincipal();
      const folder = await givenFolder(world, principal);
      expect(await createIn(world, principal, folder.id, 'Too late')()).toEqual(E.left(missingFolder));
      expect(await db()('snippets').where({ tenant_id: principal.tenantId }).count({ rows: '*' }).first()).toEqual({ rows: 0 });
    });
  });
};
