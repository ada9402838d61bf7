import type { Ports } from '@quire/ports/ports';
import { readsOf, writesOf } from '../../use-cases-of';
import { createAlias } from './create-alias';
import { deleteAlias } from './delete-alias';
import { getAlias } from './get-alias';
import { searchAliases } from './search-aliases';
import { updateAlias } from './update-alias';

/** The alias use cases (`/Aliases`); writes run again when they lose a race. */
export const aliasUseCases = (ports: Ports) => ({
  ...readsOf(ports, { searchAliases, getAlias }),
  ...writesOf(ports, { createAlias, updateAlias, deleteAlias }),
});
export type AliasUseCases = ReturnType<typeof aliasUseCases>;
