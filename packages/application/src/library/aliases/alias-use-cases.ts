import { ports } from '../../port-tokens';
import { bindAll, tokensOf, useCase, writeUseCase } from '../../use-case-binding';
import { createAlias, CreateAliasToken } from './create-alias';
import { deleteAlias, DeleteAliasToken } from './delete-alias';
import { getAlias, GetAliasToken } from './get-alias';
import { searchAliases, SearchAliasesToken } from './search-aliases';
import { updateAlias, UpdateAliasToken } from './update-alias';

const aliases = {
  searchAliases: useCase(SearchAliasesToken, searchAliases, ports('aliases')),
  getAlias: useCase(GetAliasToken, getAlias, ports('aliases', 'usage')),
  createAlias: writeUseCase(CreateAliasToken, createAlias, ports('aliases', 'ids', 'clock', 'formats', 'ruleLanguage')),
  updateAlias: writeUseCase(UpdateAliasToken, updateAlias, ports('aliases', 'usage', 'clock', 'formats', 'ruleLanguage')),
  deleteAlias: writeUseCase(DeleteAliasToken, deleteAlias, ports('aliases', 'usage')),
};

/** The alias use cases (`/Aliases`) by name. */
export const aliasUseCases = tokensOf(aliases);
export const bindAliasUseCases = bindAll(aliases);
