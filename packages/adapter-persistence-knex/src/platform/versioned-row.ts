import { readDate } from './sql-date';

/** The columns of every row the application changes under optimistic concurrency. */
export type VersionedRow = { created_at: unknown; updated_at: unknown; version: number };

type Versioned = { readonly createdAt: Date; readonly updatedAt: Date; readonly version: number };

export const versionedToRow = (item: Versioned): VersionedRow => ({ created_at: item.createdAt, updated_at: item.updatedAt, version: item.version });

export const versionedFromRow = (row: VersionedRow): Versioned => ({ createdAt: readDate(row.created_at), updatedAt: readDate(row.updated_at), version: Number(row.version) });
