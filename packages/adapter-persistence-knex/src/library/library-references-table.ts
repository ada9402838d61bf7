import type { TenantId } from '@quire/domain/ids';
import type { References } from '@quire/domain/library/library-references';
import { nameKey } from '@quire/domain/names';
import type { Knex } from 'knex';
import { NAME_KEY_LENGTH } from '../platform/migrations/m0002-library';

/** Who owns references: a template (its current file version), a snippet, a rule or a computed alias. */
export type OwnerKind = 'template' | 'snippet' | 'rule' | 'alias';
export type ReferenceRole = 'field' | 'condition' | 'repeat' | 'snippet';

/** A row of `library_references`. */
export type ReferenceRow = {
  tenant_id: string;
  owner_kind: OwnerKind;
  owner_id: string;
  position: number;
  role: ReferenceRole;
  name: string;
  name_key: string;
};

const ROLES: ReadonlyArray<readonly [keyof References, ReferenceRole]> = [
  ['fields', 'field'],
  ['conditions', 'condition'],
  ['repeats', 'repeat'],
  ['snippets', 'snippet'],
];

/** SQLite allows 32,766 bound values per statement; 7 per row. */
const ROWS_PER_INSERT = 500;

/**
 * The rows of an owner's references, numbered in the order `References` lists them. A name longer
 * than the column can name no alias, rule or snippet (they are all far shorter), so it is left out.
 */
export const referenceRows = (tenantId: TenantId, ownerKind: OwnerKind, ownerId: string, references: References): ReadonlyArray<ReferenceRow> =>
  ROLES.flatMap(([list, role]) => references[list].map((name) => ({ role, name })))
    .filter(({ name }) => name.length <= NAME_KEY_LENGTH && nameKey(name).length <= NAME_KEY_LENGTH)
    .map(({ role, name }, position) => ({ tenant_id: tenantId, owner_kind: ownerKind, owner_id: ownerId, position, role, name, name_key: nameKey(name) }));

export const deleteReferences = async (trx: Knex.Transaction, tenantId: TenantId, ownerKind: OwnerKind, ownerId: string): Promise<void> => {
  await trx('library_references').where({ tenant_id: tenantId, owner_kind: ownerKind, owner_id: ownerId }).del();
};

/** Writes the references of a new owner, or replaces those of an existing one, inside the transaction that writes the owner. */
export const writeReferences = async (
  trx: Knex.Transaction,
  tenantId: TenantId,
  ownerKind: OwnerKind,
  ownerId: string,
  references: References,
  owner: 'new' | 'existing',
): Promise<void> => {
  if (owner === 'existing') await deleteReferences(trx, tenantId, ownerKind, ownerId);
  const rows = referenceRows(tenantId, ownerKind, ownerId, references);
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) await trx('library_references').insert(rows.slice(start, start + ROWS_PER_INSERT));
};

/** A subquery for `whereExists`: the owner (`ownerTable.id`) refers to one of the keys in one of the roles. */
export const refersTo = (knex: Knex, ownerKind: OwnerKind, ownerTable: string, roles: ReadonlyArray<ReferenceRole>, keys: ReadonlyArray<string>): Knex.QueryBuilder =>
  knex('library_references as r')
    .select(knex.raw('1'))
    .whereRaw('r.tenant_id = ??', [`${ownerTable}.tenant_id`])
    .andWhereRaw('r.owner_id = ??', [`${ownerTable}.id`])
    .andWhere('r.owner_kind', ownerKind)
    .whereIn('r.role', [...roles])
    .whereIn('r.name_key', [...keys]);
