import type { TenantId } from '@quire/domain/ids';
import type { NameTaken } from '@quire/domain/library/library-names';
import { type Page, type PageRequest, normaliseQuery, pageOf } from '@quire/ports/library/search/search';
import type { StorageError, VersionConflict } from '@quire/ports/storage/storage-error';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type * as TE from 'fp-ts/TaskEither';
import type { Knex } from 'knex';
import { bumpLibraryRevision } from './bump-library-revision';
import { afterKey, whereMatchesQuery } from './keyset';
import type { LibraryRow } from './library-row';
import { type NameIndex, nameTakenOn } from './name-taken';
import { causally } from '../platform/causal-reads';
import { runQuery } from '../platform/run-query';
import { runTransaction } from '../platform/run-transaction';

export type Stored = { readonly tenantId: TenantId; readonly id: string; readonly name: string; readonly version: number };

/** How one library resource is stored: its table, its row both ways, and its unique name index. */
export type LibraryTableSpec<A extends Stored, Row, ReadRow, NameRefusal> = {
  readonly table: string;
  /** What the operations in its storage errors start with (`rules` -> `rules.insert`). */
  readonly operations: string;
  readonly toRow: (item: A) => Row;
  readonly fromRow: (row: ReadRow) => A;
  /** What a read selects (default: the table's columns; a template's row joins its current file version). */
  readonly reads?: (knex: Knex) => Knex.QueryBuilder;
  /**
   * Its unique name index: the resource a NameTaken names, for the index `<table>_name_unique` on
   * the tenant (and the `scope` columns) and the name key; or, for another index, how a lost race on
   * it is told as the domain's refusal (null for any other error).
   */
  readonly names: (NameTaken extends NameRefusal ? LibraryNameIndex<A> : never) | ((error: unknown, item: A) => Promise<NameRefusal | null>);
  /** Whether writes bump the tenant's library revision (default: they do; answer sets are nothing a render reads). */
  readonly bumpsRevision?: boolean;
};

/** A unique index `<table>_name_unique` on the tenant, the `scope` columns and the name key. */
export type LibraryNameIndex<A extends Stored> = Omit<NameIndex<A>, 'table' | 'name'>;

const conflict = (expected: number): E.Either<VersionConflict, never> => E.left({ _tag: 'VersionConflict', expected });
const nothing = async (): Promise<void> => undefined;

/**
 * What the five library repositories do alike, written once: every write in a transaction that
 * first bumps the tenant's library revision (ADR 0015); update and delete only at the version the
 * caller read; a lost race on the name index turned into the domain's refusal; reads scoped to the
 * tenant; keyset pages in name-key-then-id order. A repository keeps its own columns, the rows it
 * writes alongside (keys, references, file versions) and its own queries.
 */
export class KnexLibraryTable<A extends Stored, Row extends LibraryRow, NameRefusal, ReadRow = Row> {
  private readonly nameTaken: (error: unknown, item: A) => Promise<NameRefusal | null>;

  constructor(
    private readonly knex: Knex,
    private readonly spec: LibraryTableSpec<A, Row, ReadRow, NameRefusal>,
  ) {
    const names = spec.names;
    // A NameTaken is a NameRefusal wherever the index form is allowed (see `names`).
    this.nameTaken = typeof names === 'function' ? names : (nameTakenOn(knex, { ...(names as LibraryNameIndex<A>), table: spec.table, name: `${spec.table}_name_unique` }) as (error: unknown, item: A) => Promise<NameRefusal | null>);
  }

  /** Inserts the item's row, then what is stored `alongside` it, in one transaction. */
  insert(item: A, alongside: (trx: Knex.Transaction) => Promise<void> = nothing): TE.TaskEither<StorageError | NameRefusal, void> {
    return this.write(
      'insert',
      item.tenantId,
      async (trx) => {
        await trx(this.spec.table).insert(this.spec.toRow(item));
        await alongside(trx);
        return E.right(undefined);
      },
      (error) => this.nameTaken(error, item),
    );
  }

  /**
   * Stores the item over its row at `version - 1` and what goes `alongside` it; `refuse` may then
   * still refuse the write (a folder moved into its own subtree), rolling it all back.
   */
  update<L = never>(
    item: A,
    alongside: (trx: Knex.Transaction) => Promise<void> = nothing,
    refuse: (trx: Knex.Transaction) => Promise<L | null> = async () => null,
  ): TE.TaskEither<StorageError | VersionConflict | NameRefusal | L, void> {
    const expected = item.version - 1;
    const { tenant_id, id, created_at: _createdAt, ...changes } = this.spec.toRow(item);
    return this.write<VersionConflict | NameRefusal | L, void>(
      'update',
      item.tenantId,
      async (trx) => {
        const changed = await trx(this.spec.table).where({ tenant_id, id, version: expected }).update(changes);
        if (changed !== 1) return conflict(expected);
        await alongside(trx);
        const refusal = await refuse(trx);
        return refusal === null ? E.right(undefined) : E.left(refusal);
      },
      (error) => this.nameTaken(error, item),
    );
  }

  /** Deletes the item's `dependents` (keys, references, versions), then its row at `version`; at another version, nothing. */
  delete(tenantId: TenantId, id: string, version: number, dependents: (trx: Knex.Transaction) => Promise<void> = nothing): TE.TaskEither<StorageError | VersionConflict, void> {
    return this.write<VersionConflict, void>('delete', tenantId, async (trx) => {
      await dependents(trx);
      const deleted = await trx(this.spec.table).where({ tenant_id: tenantId, id, version }).del();
      return deleted === 1 ? E.right(undefined) : conflict(version);
    });
  }

  /** Runs `work` in a transaction that first bumps the tenant's library revision (unless the table says otherwise); a Left rolls it back. */
  write<L, B>(
    operation: string,
    tenantId: TenantId,
    work: (trx: Knex.Transaction) => Promise<E.Either<L, B>>,
    translate?: (error: unknown) => Promise<L | null>,
  ): TE.TaskEither<StorageError | L, B> {
    return runTransaction(
      this.knex,
      `${this.spec.operations}.${operation}`,
      async (trx) => {
        if (this.spec.bumpsRevision !== false) await bumpLibraryRevision(trx, tenantId);
        return work(trx);
      },
      translate,
    );
  }

  /**
   * The tenant's item whose columns hold these values (`name_key`, `parent_key`...), if any. A
   * causal read: an `If-Match` is checked against it, so it must see what the caller wrote through
   * another node a moment ago (causally).
   */
  first(operation: string, tenantId: TenantId, where: Readonly<Record<string, string>>): TE.TaskEither<StorageError, O.Option<A>> {
    return this.query(operation, async () => {
      const row = await causally<ReadRow | undefined>(this.knex, this.ofTenant(tenantId).where(this.qualified(where)).first());
      return O.map(this.spec.fromRow)(O.fromNullable(row));
    });
  }

  /** Every item of the tenant, in name order. */
  all(operation: string, tenantId: TenantId): TE.TaskEither<StorageError, ReadonlyArray<A>> {
    return this.query(operation, async () => this.items(await this.inNameOrder(this.ofTenant(tenantId))));
  }

  /** A page of the tenant's items after the request's key, whose search text holds `q` and that `narrow` keeps. */
  page(
    operation: string,
    tenantId: TenantId,
    request: PageRequest & { readonly q: string | null },
    narrow: (select: Knex.QueryBuilder) => Knex.QueryBuilder = (select) => select,
  ): TE.TaskEither<StorageError, Page<A>> {
    const q = normaliseQuery(request.q);
    return this.query(operation, async () => {
      const select = afterKey(this.ofTenant(tenantId), request.after, this.spec.table);
      const rows = await this.inNameOrder(narrow(q === null ? select : whereMatchesQuery(select, this.column('search_text'), q))).limit(request.limit + 1);
      return pageOf(this.items(rows), request.limit);
    });
  }

  /** Runs a read of this table, naming the operation in its storage error. */
  query<B>(operation: string, read: () => Promise<B>): TE.TaskEither<StorageError, B> {
    return runQuery(`${this.spec.operations}.${operation}`, read);
  }

  /** The tenant's rows, as reads select them. */
  private ofTenant(tenantId: TenantId): Knex.QueryBuilder {
    const reads = this.spec.reads?.(this.knex) ?? this.knex(this.spec.table);
    return reads.where(this.column('tenant_id'), tenantId);
  }

  /** The search order (name key, then id), which keyset pages rely on. */
  private inNameOrder(select: Knex.QueryBuilder): Knex.QueryBuilder {
    return select.orderBy([this.column('name_key'), this.column('id')]);
  }

  private items(rows: ReadonlyArray<unknown>): A[] {
    return (rows as ReadonlyArray<ReadRow>).map(this.spec.fromRow);
  }

  private column(name: string): string {
    return `${this.spec.table}.${name}`;
  }

  private qualified(where: Readonly<Record<string, string>>): Record<string, string> {
    return Object.fromEntries(Object.entries(where).map(([name, value]) => [this.column(name), value]));
  }
}
