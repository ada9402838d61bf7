import type { TenantId } from '@quire/domain/ids';
import type { NameTaken } from '@quire/domain/library/library-names';
import type { References } from '@quire/domain/library/library-references';
import { nameKey } from '@quire/domain/names';
import type { StorageError, VersionConflict } from '@quire/ports/storage/storage-error';
import type * as O from 'fp-ts/Option';
import type * as TE from 'fp-ts/TaskEither';
import type { Knex } from 'knex';
import { deleteReferences, type OwnerKind, writeReferences } from './library-references-table';
import type { LibraryRow } from './library-row';
import { KnexLibraryTable, type LibraryTableSpec, type Stored } from './library-table';

/**
 * A repository of a resource whose name is unique in the tenant (`<table>_name_unique`): its table,
 * and the reads every such resource answers, by id and by name.
 */
export abstract class KnexLibraryRepository<A extends Stored, Row extends LibraryRow, ReadRow = Row> {
  protected readonly table: KnexLibraryTable<A, Row, NameTaken, ReadRow>;

  constructor(
    protected readonly knex: Knex,
    spec: LibraryTableSpec<A, Row, ReadRow, NameTaken>,
  ) {
    this.table = new KnexLibraryTable(knex, spec);
  }

  findById(tenantId: TenantId, id: A['id']): TE.TaskEither<StorageError, O.Option<A>> {
    return this.table.first('findById', tenantId, { id });
  }

  findByName(tenantId: TenantId, name: string): TE.TaskEither<StorageError, O.Option<A>> {
    return this.table.first('findByName', tenantId, { name_key: nameKey(name) });
  }
}

/** What an item refers to (aliases, rules, snippets), stored in `library_references` under its owner kind. */
export type OwnedReferences<A> = { readonly owner: OwnerKind; readonly of: (item: A) => References };

/** Rows of its own an item keeps in other tables (a snippet's file versions): written after each write of the item, deleted before it. */
export type OwnedRows<A extends Stored> = {
  readonly written: (trx: Knex.Transaction, item: A) => Promise<void>;
  readonly deleted: (trx: Knex.Transaction, tenantId: TenantId, id: A['id']) => Promise<unknown>;
};

/**
 * A repository whose items are written whole, one row each, with their references (if they have
 * any) replaced in the same transaction, and deleted with them; and the rows they own, if any.
 */
export abstract class KnexLibraryItemRepository<A extends Stored, Row extends LibraryRow, ReadRow = Row> extends KnexLibraryRepository<A, Row, ReadRow> {
  constructor(
    knex: Knex,
    spec: LibraryTableSpec<A, Row, ReadRow, NameTaken>,
    private readonly references: OwnedReferences<A> | null = null,
    private readonly owned: OwnedRows<A> | null = null,
  ) {
    super(knex, spec);
  }

  insert(item: A): TE.TaskEither<StorageError | NameTaken, void> {
    return this.table.insert(item, (trx) => this.writeAlongside(trx, item, 'new'));
  }

  update(item: A): TE.TaskEither<StorageError | VersionConflict | NameTaken, void> {
    return this.table.update(item, (trx) => this.writeAlongside(trx, item, 'existing'));
  }

  delete(tenantId: TenantId, id: A['id'], version: number): TE.TaskEither<StorageError | VersionConflict, void> {
    const { references, owned } = this;
    return this.table.delete(tenantId, id, version, async (trx) => {
      if (references !== null) await deleteReferences(trx, tenantId, references.owner, id);
      if (owned !== null) await owned.deleted(trx, tenantId, id);
    });
  }

  private async writeAlongside(trx: Knex.Transaction, item: A, owner: 'new' | 'existing'): Promise<void> {
    await this.writeReferences(trx, item, owner);
    if (this.owned !== null) await this.owned.written(trx, item);
  }

  private async writeReferences(trx: Knex.Transaction, item: A, owner: 'new' | 'existing'): Promise<void> {
    if (this.references !== null) await writeReferences(trx, item.tenantId, this.references.owner, item.id, this.references.of(item), owner);
  }
}
