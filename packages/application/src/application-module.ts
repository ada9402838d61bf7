import { ContainerModule } from 'inversify';
import { bindAccountUseCases } from './accounts/account-use-cases';
import { bindApiKeyUseCases } from './api-keys/api-key-use-cases';
import { bindGenerationUseCases } from './generation/generation-use-cases';
import { bindInterviewUseCases } from './interviews/interview-use-cases';
import { bindAnswerSetUseCases } from './answer-sets/answer-set-use-cases';
import { bindAliasUseCases } from './library/aliases/alias-use-cases';
import { bindFormTemplateUseCases } from './library/form-templates/form-template-use-cases';
import { bindRuleUseCases } from './library/rules/rule-use-cases';
import { bindSnippetFolderUseCases } from './library/snippet-folders/snippet-folder-use-cases';
import { bindSnippetUseCases } from './library/snippets/snippet-use-cases';
import { bindSweepUseCases } from './sweeps/sweep-use-cases';

/**
 * Binds every use case of this package to its token, each made by its factory from only the ports
 * it uses (see each feature's `*-use-cases.ts`). The ports themselves are bound by the composition
 * root (apps/server) from the adapters it picks. Every write a request makes runs again when it
 * loses a race (ADR 0016).
 */
export const applicationModule = new ContainerModule(({ bind }) => {
  for (const bindFeature of [
    bindApiKeyUseCases,
    bindAccountUseCases,
    bindAliasUseCases,
    bindRuleUseCases,
    bindSnippetFolderUseCases,
    bindSnippetUseCases,
    bindFormTemplateUseCases,
    bindGenerationUseCases,
    bindSweepUseCases,
    bindInterviewUseCases,
    bindAnswerSetUseCases,
  ]) {
    bindFeature(bind);
  }
});
