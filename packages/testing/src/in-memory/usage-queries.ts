import type { Alias } from '@quire/domain/library/aliases/alias';
import { aliasNameKeys } from '@quire/domain/library/aliases/alias-names';
import type { ConditionalRule } from '@quire/domain/library/rules/conditional-rule';
import type { TenantId } from '@quire/domain/ids';
import { type References, referencesOfAlias, referencesOfAnalysis, referencesOfRule } from '@quire/domain/library/library-references';
import type { Usage, UsageRef } from '@quire/domain/library/library-usage';
import { nameKey } from '@quire/domain/names';
import type { Snippet } from '@quire/domain/library/snippets/snippet';
import type { StorageError } from '@quire/ports/storage/storage-error';
import type { UsageQueries } from '@quire/ports/library/usage';
import * as TE from 'fp-ts/TaskEither';
import type { InMemoryAliasRepository } from './alias-repository';
import type { InMemoryConditionalRuleRepository } from './conditional-rule-repository';
import type { InMemoryFormTemplateRepository } from './form-template-repository';
import type { InMemorySnippetRepository } from './snippet-repository';

type Role = keyof References;
const ROLES: ReadonlyArray<Role> = ['fields', 'conditions', 'repeats', 'snippets'];

/** The written names among the owner's references in these roles that have one of the keys: in order, once each. */
const viaOf = (references: References, roles: ReadonlyArray<Role>, keys: ReadonlySet<string>): ReadonlyArray<string> => {
  const seen = new Set<string>();
  return ROLES.filter((role) => roles.includes(role))
    .flatMap((role) => references[role])
    .filter((name) => {
      const key = nameKey(name);
      if (!keys.has(key) || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
};

const usersOf = <Id extends string>(
  owners: ReadonlyArray<{ readonly id: Id; readonly name: string; readonly references: References }>,
  roles: ReadonlyArray<Role>,
  keys: ReadonlyArray<string>,
): ReadonlyArray<UsageRef<Id>> =>
  owners.flatMap((owner) => {
    const via = viaOf(owner.references, roles, new Set(keys));
    return via.length === 0 ? [] : [{ id: owner.id, name: owner.name, via }];
  });

/** UsageQueries over the in-memory repositories: the references are derived from the stored rows, as the SQL store writes them. */
export class InMemoryUsageQueries implements UsageQueries {
  constructor(
    private readonly templates: InMemoryFormTemplateRepository,
    private readonly snippets: InMemorySnippetRepository,
    private readonly rules: InMemoryConditionalRuleRepository,
    private readonly aliases: InMemoryAliasRepository,
  ) {}

  ofAlias(tenantId: TenantId, alias: Pick<Alias, 'name' | 'synonyms'>): TE.TaskEither<StorageError, Usage> {
    return TE.right(this.usage(tenantId, ['fields', 'conditions', 'repeats'], aliasNameKeys(alias), null, true));
  }

  ofRule(tenantId: TenantId, rule: Pick<ConditionalRule, 'name'>): TE.TaskEither<StorageError, Usage> {
    return TE.right(this.usage(tenantId, ['conditions', 'repeats'], [nameKey(rule.name)], null, false));
  }

  ofSnippet(tenantId: TenantId, snippet: Pick<Snippet, 'id' | 'name'>): TE.TaskEither<StorageError, Usage> {
    return TE.right(this.usage(tenantId, ['snippets'], [nameKey(snippet.name)], snippet.id, false));
  }

  private usage(tenantId: TenantId, roles: ReadonlyArray<Role>, keys: ReadonlyArray<string>, exceptSnippet: string | null, ofAlias: boolean): Usage {
    const templates = this.templates.table.allOf(tenantId).map((template) => ({ ...template, references: referencesOfAnalysis(template.analysis) }));
    const snippets = this.snippets.table
      .allOf(tenantId)
      .filter((snippet) => snippet.id !== exceptSnippet)
      .map((snippet) => ({ ...snippet, references: referencesOfAnalysis(snippet.analysis) }));
    const rules = ofAlias ? this.rules.table.allOf(tenantId).map((rule) => ({ ...rule, references: referencesOfRule(rule) })) : [];
    const formulas = ofAlias ? this.aliases.table.allOf(tenantId).map((alias) => ({ ...alias, references: referencesOfAlias(alias) })) : [];
    return {
      templates: usersOf(templates, roles, keys),
      snippets: usersOf(snippets, roles, keys),
      rules: usersOf(rules, roles, keys),
      formulas: usersOf(formulas, roles, keys),
    };
  }
}
