import * as E from 'fp-ts/Either';
import type { Alias } from './alias';
import type { AliasId } from '../library-ids';
import { nameKey } from '../../names';

/**
 * A name or synonym of the alias is already the name or a synonym of another alias of the tenant.
 * Names and synonyms share one namespace: a template's `{{X}}` must mean one alias.
 */
export type AliasNameTaken = {
  readonly _tag: 'AliasNameTaken';
  /** The candidate's name or synonym, as the client wrote it. */
  readonly name: string;
  readonly takenBy: { readonly id: AliasId; readonly name: string; readonly as: 'name' | 'synonym' };
};

/** The keys an alias answers to: its name and every synonym, trimmed and lowercased (what the store indexes uniquely). */
export const aliasNameKeys = (alias: Pick<Alias, 'name' | 'synonyms'>): ReadonlyArray<string> => [nameKey(alias.name), ...alias.synonyms.map(nameKey)];

const ownerOf = (key: string, other: Alias): AliasNameTaken['takenBy'] | null => {
  if (nameKey(other.name) === key) return { id: other.id, name: other.name, as: 'name' };
  return other.synonyms.some((synonym) => nameKey(synonym) === key) ? { id: other.id, name: other.name, as: 'synonym' } : null;
};

/**
 * Are the candidate's name and synonyms free in the tenant? `others` are the aliases the store
 * found under any of `aliasNameKeys(candidate)` (the candidate itself among them is ignored).
 * The first clash is reported, name before synonyms.
 */
export const assertAliasNamesAvailable = (candidate: Alias, others: ReadonlyArray<Alias>): E.Either<AliasNameTaken, Alias> => {
  const rivals = others.filter((other) => other.id !== candidate.id);
  for (const name of [candidate.name, ...candidate.synonyms]) {
    for (const other of rivals) {
      const takenBy = ownerOf(nameKey(name), other);
      if (takenBy !== null) return E.left({ _tag: 'AliasNameTaken', name, takenBy });
    }
  }
  return E.right(candidate);
};
