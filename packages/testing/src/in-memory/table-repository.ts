import type { TenantId } from '@quire/domain/ids';
import type { NameTaken } from '@quire/domain/library/library-names';
import type { StorageError, VersionConflict } from '@quire/ports/storage/storage-error';
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import type { InMemoryLibraryRevisions } from './library-revisions';
import { InMemoryTable, type TableRow, type WriteCheck } from './table';
import { uniqueName } from './unique-name';

/**
 * The writes and the find by id that a library repository answers as its table does, given the
 * rule its writes must keep (a unique name); a repository extends it with its own queries.
 */
export class TableRepository<Row extends TableRow, Id extends string, Refusal> {
  readonly table: InMemoryTable<Row>;
  protected readonly check: WriteCheck<Row, Refusal>;

  /** `name`: the table's name in storage errors; `checkOf`: the write check, over the table. */
  constructor(name: string, revisions: InMemoryLibraryRevisions, checkOf: (table: InMemoryTable<Row>) => WriteCheck<Row, Refusal>) {
    this.table = new InMemoryTable(name, revisions);
    this.check = checkOf(this.table);
  }

  insert(row: Row): TE.TaskEither<StorageError | Refusal, void> {
    return TE.fromEither(this.table.insert(row, this.check));
  }

  update(row: Row): TE.TaskEither<StorageError | VersionConflict | Refusal, void> {
    return TE.fromEither(this.table.update(row, this.check));
  }

  delete(tenantId: TenantId, id: Id, version: number): TE.TaskEither<StorageError | VersionConflict, void> {
    return TE.fromEither(this.table.delete(tenantId, id, version));
  }

  findById(tenantId: TenantId, id: Id): TE.TaskEither<StorageError, O.Option<Row>> {
    return TE.right(O.fromNullable(this.table.get(tenantId, id)));
  }
}

/** A table repository whose names are unique in the tenant (by name key), found by name too. */
export class UniquelyNamedRepository<Row extends TableRow, Id extends string> extends TableRepository<Row, Id, NameTaken> {
  /** `resource`: what a NameTaken names. */
  constructor(name: string, resource: NameTaken['resource'], revisions: InMemoryLibraryRevisions) {
    super(name, revisions, (table) => uniqueName(table, resource));
  }

  findByName(tenantId: TenantId, name: string): TE.TaskEither<StorageError, O.Option<Row>> {
    return TE.right(O.fromNullable(this.table.named(tenantId, name)));
  }
}
