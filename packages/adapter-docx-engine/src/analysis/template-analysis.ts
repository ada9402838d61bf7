import type { Analysis, Diagnostic, FieldUse, RepeatUse, SnippetUse } from '@quire/domain/library/form-templates/template-analysis';
import { analyseTemplate, type CompiledTemplate, type Vocabulary } from '@quire/docx-engine/engine';
import { conditionUses } from './condition-uses';
import { paragraphNumber, snippetDiagnostics } from './snippet-diagnostics';
import type { VocabularyLookup } from '../vocabulary-lookup';

type EngineAnalysis = ReturnType<typeof analyseTemplate>;

const fieldsOf = (engine: EngineAnalysis, lookup: VocabularyLookup): FieldUse[] =>
  engine.fields.map((field) => ({ name: field.name, alias: field.alias ?? lookup.aliasOfField(field.name)?.name ?? null, occurrences: field.occurrences }));

/** A repeat over a rule repeats the rule's list; any other repeats the list alias it names (when it is one). */
const repeatsOf = (engine: EngineAnalysis, lookup: VocabularyLookup): RepeatUse[] =>
  engine.repeats.map(({ name, occurrences }) => {
    const rule = lookup.rule(name);
    const list = rule === undefined ? lookup.aliasOfField(name) : rule.repeatOver === null ? undefined : lookup.alias(rule.repeatOver);
    return { name, rule: rule?.name ?? null, alias: list?.name ?? null, occurrences };
  });

const snippetsOf = (engine: EngineAnalysis, lookup: VocabularyLookup): SnippetUse[] =>
  engine.snippets.map(({ name, occurrences }) => ({ name, snippet: lookup.snippet(name)?.name ?? null, occurrences }));

const diagnosticOf = (diagnostic: EngineAnalysis['diagnostics'][number]): Diagnostic => ({
  severity: diagnostic.severity,
  code: diagnostic.code,
  message: diagnostic.message,
  part: diagnostic.part,
  paragraph: paragraphNumber(diagnostic.paragraph),
  excerpt: diagnostic.excerpt,
});

/**
 * The analysis of docs/resources.md#analysis in the service's terms: the engine's, with every name resolved to the
 * alias, rule or snippet it means (or null), the conditions with the names they read, and the
 * snippet problems that need the library (unknown, circular, too deep).
 */
export const templateAnalysis = (template: CompiledTemplate, vocabulary: Vocabulary, lookup: VocabularyLookup): Analysis => {
  const engine = analyseTemplate(template, vocabulary);
  const diagnostics = engine.diagnostics.map(diagnosticOf);
  const unknownReported = diagnostics.some((diagnostic) => diagnostic.code === 'unknown_snippet');
  return {
    fields: fieldsOf(engine, lookup),
    rules: conditionUses(template.uses, lookup),
    repeats: repeatsOf(engine, lookup),
    snippets: snippetsOf(engine, lookup),
    diagnostics: [...diagnostics, ...snippetDiagnostics(template.uses, lookup, { unknownReported })],
  };
};
