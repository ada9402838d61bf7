import { AuthenticateApiKeyToken } from '@quire/application/api-keys/authenticate-api-key';
import { CreateApiKeyToken } from '@quire/application/api-keys/create-api-key';
import { DeactivateApiKeyToken } from '@quire/application/api-keys/deactivate-api-key';
import { GetApiKeyToken } from '@quire/application/api-keys/get-api-key';
import { ListApiKeysToken } from '@quire/application/api-keys/list-api-keys';
import { ReactivateApiKeyToken } from '@quire/application/api-keys/reactivate-api-key';
import { RenameApiKeyToken } from '@quire/application/api-keys/rename-api-key';
import { GenerateDocumentToken } from '@quire/application/generation/generate-document';
import { GeneratePacketToken } from '@quire/application/generation/generate-packet';
import { CreateAliasToken } from '@quire/application/library/aliases/create-alias';
import { DeleteAliasToken } from '@quire/application/library/aliases/delete-alias';
import { GetAliasToken } from '@quire/application/library/aliases/get-alias';
import { SearchAliasesToken } from '@quire/application/library/aliases/search-aliases';
import { UpdateAliasToken } from '@quire/application/library/aliases/update-alias';
import { AnalyzeDocumentToken } from '@quire/application/library/form-templates/analyze-document';
import { CreateFormTemplateToken } from '@quire/application/library/form-templates/create-form-template';
import { DeleteFormTemplateToken } from '@quire/application/library/form-templates/delete-form-template';
import { DownloadFormTemplateToken } from '@quire/application/library/form-templates/download-form-template';
import { DownloadFormTemplateVersionToken } from '@quire/application/library/form-templates/download-form-template-version';
import { GetFormTemplateToken } from '@quire/application/library/form-templates/get-form-template';
import { ListFormTemplateVersionsToken } from '@quire/application/library/form-templates/list-form-template-versions';
import { SearchFormTemplatesToken } from '@quire/application/library/form-templates/search-form-templates';
import { UpdateFormTemplateToken } from '@quire/application/library/form-templates/update-form-template';
import { CreateRuleToken } from '@quire/application/library/rules/create-rule';
import { DeleteRuleToken } from '@quire/application/library/rules/delete-rule';
import { GetRuleToken } from '@quire/application/library/rules/get-rule';
import { SearchRulesToken } from '@quire/application/library/rules/search-rules';
import { UpdateRuleToken } from '@quire/application/library/rules/update-rule';
import { CreateSnippetFolderToken } from '@quire/application/library/snippet-folders/create-snippet-folder';
import { DeleteSnippetFolderToken } from '@quire/application/library/snippet-folders/delete-snippet-folder';
import { GetSnippetFolderToken } from '@quire/application/library/snippet-folders/get-snippet-folder';
import { ListSnippetFoldersToken } from '@quire/application/library/snippet-folders/list-snippet-folders';
import { UpdateSnippetFolderToken } from '@quire/application/library/snippet-folders/update-snippet-folder';
import { CreateSnippetToken } from '@quire/application/library/snippets/create-snippet';
import { DeleteSnippetToken } from '@quire/application/library/snippets/delete-snippet';
import { DownloadSnippetToken } from '@quire/application/library/snippets/download-snippet';
import { GetSnippetToken } from '@quire/application/library/snippets/get-snippet';
import { SearchSnippetsToken } from '@quire/application/library/snippets/search-snippets';
import { UpdateSnippetToken } from '@quire/application/library/snippets/update-snippet';

/*
 * The application's use cases the routes call, one map per feature, by the names the handlers
 * use; each route module takes `ServicesOf<typeof itsMap>`. These mirror the token maps the
 * application package is to export per feature: when it does, this file goes and the routes
 * import those maps instead.
 */

export const apiKeyUseCases = {
  authenticateApiKey: AuthenticateApiKeyToken,
  listApiKeys: ListApiKeysToken,
  getApiKey: GetApiKeyToken,
  createApiKey: CreateApiKeyToken,
  renameApiKey: RenameApiKeyToken,
  deactivateApiKey: DeactivateApiKeyToken,
  reactivateApiKey: ReactivateApiKeyToken,
};

export const aliasUseCases = {
  searchAliases: SearchAliasesToken,
  getAlias: GetAliasToken,
  createAlias: CreateAliasToken,
  updateAlias: UpdateAliasToken,
  deleteAlias: DeleteAliasToken,
};

export const ruleUseCases = {
  searchRules: SearchRulesToken,
  getRule: GetRuleToken,
  createRule: CreateRuleToken,
  updateRule: UpdateRuleToken,
  deleteRule: DeleteRuleToken,
};

export const snippetFolderUseCases = {
  listSnippetFolders: ListSnippetFoldersToken,
  getSnippetFolder: GetSnippetFolderToken,
  createSnippetFolder: CreateSnippetFolderToken,
  updateSnippetFolder: UpdateSnippetFolderToken,
  deleteSnippetFolder: DeleteSnippetFolderToken,
};

export const snippetUseCases = {
  searchSnippets: SearchSnippetsToken,
  getSnippet: GetSnippetToken,
  createSnippet: CreateSnippetToken,
  updateSnippet: UpdateSnippetToken,
  deleteSnippet: DeleteSnippetToken,
  downloadSnippet: DownloadSnippetToken,
};

export const formTemplateUseCases = {
  searchFormTemplates: SearchFormTemplatesToken,
  getFormTemplate: GetFormTemplateToken,
  createFormTemplate: CreateFormTemplateToken,
  updateFormTemplate: UpdateFormTemplateToken,
  deleteFormTemplate: DeleteFormTemplateToken,
  downloadFormTemplate: DownloadFormTemplateToken,
  listFormTemplateVersions: ListFormTemplateVersionsToken,
  downloadFormTemplateVersion: DownloadFormTemplateVersionToken,
  analyzeDocument: AnalyzeDocumentToken,
};

export const generationUseCases = {
  generateDocument: GenerateDocumentToken,
  generatePacket: GeneratePacketToken,
};
