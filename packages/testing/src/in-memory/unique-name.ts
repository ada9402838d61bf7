import type { NameTaken } from '@quire/domain/library-names';
import type { InMemoryTable, TableRow, WriteCheck } from './table';

/**
 * The write check of a name unique by name key in the tenant, or among the rows `sameScope` picks
 * (a folder's siblings), as the SQL store's unique index: another row holding the key refuses the write.
 */
export const uniqueName =
  <Row extends TableRow>(table: InMemoryTable<Row>, resource: NameTaken['resource'], sameScope: (row: Row) => (other: Row) => boolean = () => () => true): WriteCheck<Row, NameTaken> =>
  (row) => {
    const holder = table.named(row.tenantId, row.name, sameScope(row));
    return holder === undefined || holder.id === row.id ? null : { _tag: 'NameTaken', resource, name: row.name, takenBy: holder.id };
  };
