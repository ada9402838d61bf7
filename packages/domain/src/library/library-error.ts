import type { AliasNameTaken } from './aliases/alias-names';
import type { AliasInUse } from './aliases/alias-usage';
import type { FormulaCycle } from './aliases/alias-formula';
import type { RepeatOverNotAList, UnknownAliases } from './rules/conditional-rule-references';
import type { RuleInUse } from './rules/conditional-rule-usage';
import type { VersionMismatch } from './library-entity';
import type { InvalidFields } from './library-errors';
import type { NameTaken } from './library-names';
import type { SnippetCycle } from './snippets/snippet-cycle';
import type { SnippetInUse } from './snippets/snippet-usage';
import type { FolderCycle } from './snippet-folders/snippet-folder-move';
import type { FolderNotEmpty } from './snippet-folders/snippet-folder-deletion';
import type { DocumentInvalid } from './form-templates/template-analysis';

/**
 * Every rule of the library the domain can refuse, as one closed union (for the application's
 * exhaustive mapping). Suggested HTTP answers: InvalidFields, UnknownAliases, RepeatOverNotAList,
 * FormulaCycle, SnippetCycle, DocumentInvalid 422; NameTaken, AliasNameTaken 409 `duplicate_name`;
 * AliasInUse/RuleInUse/SnippetInUse 409 `alias_in_use`/`rule_in_use`/`snippet_in_use`;
 * FolderNotEmpty 409 `folder_not_empty`; FolderCycle 409 `folder_cycle`; VersionMismatch 412.
 */
export type LibraryError =
  | InvalidFields
  | VersionMismatch
  | NameTaken
  | AliasNameTaken
  | AliasInUse
  | UnknownAliases
  | FormulaCycle
  | RepeatOverNotAList
  | RuleInUse
  | FolderCycle
  | FolderNotEmpty
  | SnippetInUse
  | SnippetCycle
  | DocumentInvalid;
