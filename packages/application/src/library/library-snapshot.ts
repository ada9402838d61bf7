import type { Alias } from '@quire/domain/library/aliases/alias';
import type { ConditionalRule } from '@quire/domain/library/rules/conditional-rule';
import type { FormTemplate } from '@quire/domain/library/form-templates/form-template';
import type { TenantId } from '@quire/domain/ids';
import type { FormTemplateId } from '@quire/domain/library/library-ids';
import { nameKey } from '@quire/domain/names';
import type { Snippet } from '@quire/domain/library/snippets/snippet';
import type { FormTemplateRepository } from '@quire/ports/library/form-template-repository';
import type { SnippetRepository } from '@quire/ports/library/snippet-repository';
import type { StorageError } from '@quire/ports/storage/storage-error';
import { pipe } from 'fp-ts/function';
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import { LRUCache } from 'lru-cache';
import { type AppError, notFound } from '../app-error';

/** The tenant's aliases and rules, as generation checks data and renders with them. */
export type TenantLibrary = { readonly aliases: ReadonlyArray<Alias>; readonly rules: ReadonlyArray<ConditionalRule> };

/**
 * One tenant's library at one revision, as a generation reads it: its vocabulary read at once, its
 * templates and snippets looked up as they are needed. Scoped to its tenant: no lookup reaches
 * another tenant's library.
 */
export interface LibrarySnapshot {
  /** The tenant's aliases and rules: one object per snapshot, never changed (a renderer may remember it by identity). */
  readonly vocabulary: TenantLibrary;
  /** The tenant's template with this id, if there is one. */
  template(id: FormTemplateId): TE.TaskEither<StorageError, O.Option<FormTemplate>>;
  /** The tenant's snippet with this name (compared as names are), if there is one. */
  snippet(name: string): TE.TaskEither<StorageError, O.Option<Snippet>>;
}

/** The snapshot's template with this id, else NotFound. */
export const requireTemplate =
  (snapshot: LibrarySnapshot) =>
  (id: FormTemplateId): TE.TaskEither<AppError, FormTemplate> =>
    pipe(
      snapshot.template(id),
      TE.mapLeft((error): AppError => error),
      TE.chain(TE.fromOption(() => notFound('FormTemplate', id))),
    );

/** Where a snapshot reads what it does not hold yet. */
export type SnapshotSources = {
  readonly templates: Pick<FormTemplateRepository, 'findById'>;
  readonly snippets: Pick<SnippetRepository, 'findByName'>;
};

/** How many templates and snippets one snapshot keeps at most (at least one each); past it, the least recently used goes. */
export type SnapshotRoom = { readonly maxTemplates: number; readonly maxSnippets: number };

/** Answers from `kept` when it holds `key`; else reads, and keeps what was found (a miss is never kept). */
const keptOrRead = <K extends object | string, V extends object>(kept: LRUCache<K, V>, key: K, read: () => TE.TaskEither<StorageError, O.Option<V>>): TE.TaskEither<StorageError, O.Option<V>> => {
  const hit = kept.get(key);
  if (hit !== undefined) return TE.right(O.some(hit));
  return pipe(
    read(),
    TE.map((found) => {
      if (O.isSome(found)) kept.set(key, found.value);
      return found;
    }),
  );
};

/** A snapshot that keeps templates and snippets as they are first asked for. */
export class KeptLibrarySnapshot implements LibrarySnapshot {
  private readonly templatesById: LRUCache<FormTemplateId, FormTemplate>;
  private readonly snippetsByKey: LRUCache<string, Snippet>;

  constructor(
    readonly tenantId: TenantId,
    readonly revision: number,
    readonly vocabulary: TenantLibrary,
    private readonly sources: SnapshotSources,
    room: SnapshotRoom,
  ) {
    this.templatesById = new LRUCache({ max: Math.max(1, room.maxTemplates) });
    this.snippetsByKey = new LRUCache({ max: Math.max(1, room.maxSnippets) });
  }

  template(id: FormTemplateId): TE.TaskEither<StorageError, O.Option<FormTemplate>> {
    return keptOrRead(this.templatesById, id, () => this.sources.templates.findById(this.tenantId, id));
  }

  snippet(name: string): TE.TaskEither<StorageError, O.Option<Snippet>> {
    return keptOrRead(this.snippetsByKey, nameKey(name), () => this.sources.snippets.findByName(this.tenantId, name));
  }
}
