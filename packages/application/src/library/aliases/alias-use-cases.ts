import type { Ports } from '@quire/ports/ports';
import { retryingLostRaces } from '../../retry-lost-races';
import { createAlias } from './create-alias';
import { deleteAlias } from './delete-alias';
import { getAlias } from './get-alias';
import { searchAliases } from './search-aliases';
import { updateAlias } from './update-alias';

/** The alias use cases (`/Aliases`); writes run again when they lose a race. */
export const aliasUseCases = (ports: Ports) => ({
  searchAliases: searchAliases(ports),
  getAlias: getAlias(ports),
  createAlias: retryingLostRaces(createAlias(ports)),
  updateAlias: retryingLostRaces(updateAlias(ports)),
  deleteAlias: retryingLostRaces(deleteAlias(ports)),
});
export type AliasUseCases = ReturnType<typeof aliasUseCases>;
