import { appendAll } from '../append-all';
import { calculationTypeProblems } from '@quire/expressions';
import type { Expr, Value } from '@quire/expressions';
import { referencedNames, referencedNamesOfValue } from '@quire/expressions';
import type { Analysis, FieldUse, NameUse } from './analysis';
import type { CompiledTemplate } from '../compile/compiled-template';
import { reportedOnce, templateWarning, type Diagnostic, type Location } from '../diagnostic';
import { nameReference, type ConditionSyntax, type NameReference } from '../tags/tag-syntax';
import type { TagUse } from '../tags/tag-use';
import { indexVocabulary } from '../vocabulary/index-vocabulary';
import type { NameKey } from '../name-key';
import type { Vocabulary, VocabularyIndex } from '../vocabulary/vocabulary';
import { analyseMarkers } from '../markers/analyse-markers';

class Tally {
  private readonly entries = new Map<string, { name: string; alias: string | undefined; occurrences: number }>();
  constructor(private readonly nameKey: NameKey) {}
  add(name: string, alias?: string): void {
    const key = this.nameKey(name);
    const entry = this.entries.get(key);
    if (entry === undefined) this.entries.set(key, { name, alias, occurrences: 1 });
    else entry.occurrences++;
  }
  fields(): FieldUse[] {
    return [...this.entries.values()].map(({ name, alias, occurrences }) => (alias === undefined ? { name, occurrences } : { name, alias, occurrences }));
  }
  names(): NameUse[] {
    return [...this.entries.values()].map(({ name, occurrences }) => ({ name, occurrences }));
  }
}

const relationshipKind = (type: string): string => type.slice(type.lastIndexOf('/') + 1);

/**
 * The analysis of a compiled template (docs/resources.md#analysis). With a vocabulary, names are matched to
 * aliases (through synonyms too) and rules, and names that are neither are warned about.
 */
export const analyseTemplate = (template: CompiledTemplate, vocabulary?: Vocabulary): Analysis => {
  const nameKey = template.nameKey;
  const index = indexVocabulary(vocabulary, nameKey);
  const fields = new Tally(nameKey);
  const rules = new Tally(nameKey);
  const repeats = new Tally(nameKey);
  const snippets = new Tally(nameKey);
  const unknown = new Map<string, { name: string; location: Location }>();
  const typeWarnings: Diagnostic[] = [];
  // With the tenant's alias types, a calculation that cannot work is said before any render (`start + 1` on a date).
  const checkTypes = (checked: Expr | Value, use: TagUse): void => {
    if (vocabulary === undefined) return;
    for (const problem of calculationTypeProblems(checked, (name) => index.aliasOf(nameKey(name))?.type)) {
      typeWarnings.push(templateWarning('calculation_type', problem, use.location));
    }
  };

  const noteField = (name: NameReference, use: TagUse): void => {
    if (name.text.startsWith('@') || name.text === '.') return;
    const alias = index.aliasOf(name.key) ?? (name.path === undefined ? undefined : index.aliasOf(name.headKey ?? ''));
    if (alias !== undefined) {
      fields.add(name.text, nameKey(alias.name) === name.key ? undefined : alias.name);
      return;
    }
    const itemOf = itemFieldOwner(name, use, index);
    fields.add(itemOf === undefined ? name.text : `${itemOf}.${name.text}`);
    if (vocabulary !== undefined && itemOf === undefined && !mayBeItemField(use, index) && !unknown.has(name.key)) unknown.set(name.key, { name: name.text, location: use.location });
  };
  const noteCondition = (condition: ConditionSyntax, use: TagUse): void => {
    if (condition.kind === 'expression') {
      for (const name of referencedNames(condition.expr)) noteField(nameReference(name, nameKey), use);
      checkTypes(condition.expr, use);
      return;
    }
    const rule = index.ruleOf(condition.name.key);
    if (rule !== undefined) rules.add(rule.name);
    else noteField(condition.name, use);
  };

  for (const use of template.uses) {
    if (use.shadow) continue;
    const syntax = use.syntax;
    switch (syntax.kind) {
      case 'field':
        // A calculation reads its names; unless its whole text is an alias or synonym (`Mr/Mrs`).
        if (syntax.calculation === undefined || index.aliasOf(syntax.name.key) !== undefined) {
          noteField(syntax.name, use);
          if (index.aliasOf(syntax.name.key)?.type === 'picture' && !syntax.filters.some((filter) => filter.name === 'image')) {
            typeWarnings.push(templateWarning('picture_without_image', `"${syntax.name.text}" is a picture alias: write {{${syntax.name.text} | image}} to place it (as written it places nothing).`, use.location));
          }
        }
        else {
          for (const name of referencedNamesOfValue(syntax.calculation)) noteField(nameReference(name, nameKey), use);
          checkTypes(syntax.calculation, use);
        }
        break;
      case 'if':
      case 'elseIf':
        noteCondition(syntax.condition, use);
        break;
      case 'each': {
        repeats.add(syntax.target.text);
        const rule = index.ruleOf(syntax.target.key);
        if (rule !== undefined) rules.add(rule.name);
        else noteField(syntax.target, use);
        break;
      }
      case 'snippet':
        snippets.add(syntax.name);
        break;
      case 'else':
      case 'endIf':
      case 'endEach':
      case 'comment':
        break;
    }
  }

  const diagnostics: Diagnostic[] = reportedOnce(template.diagnostics);
  const markerNotes = {
    field: (name: NameReference, use: TagUse) => noteField(name, use),
    unknownField: (name: string) => fields.add(name),
    rule: (name: string) => rules.add(name),
    repeat: (name: string) => repeats.add(name),
  };
  appendAll(diagnostics, analyseMarkers(template.markers ?? [], index, vocabulary !== undefined, markerNotes));
  appendAll(diagnostics, reportedOnce(typeWarnings));
  for (const { name, location } of unknown.values()) {
    diagnostics.push(templateWarning('unknown_name', `"${name}" is not an alias, a synonym of one, or a rule: it will be read from the data key "${name}".`, location));
  }
  for (const relationship of template.externalRelationships) {
    diagnostics.push(
      templateWarning(
        'external_relationship',
        `The part links to "${relationship.target}" outside the document (${relationshipKind(relationship.type)}, relationship ${relationship.id}); generated documents leave this link out.`,
        { part: relationship.sourcePart || relationship.relationshipsPart, paragraph: 0, excerpt: relationship.target },
      ),
    );
  }
  return { fields: fields.fields(), rules: rules.names(), repeats: repeats.names(), snippets: snippets.names(), diagnostics };
};

/** The alias of the innermost enclosing repeat whose item fields hold this name. */
const itemFieldOwner = (name: NameReference, use: TagUse, index: VocabularyIndex): string | undefined => {
  for (const target of use.repeatTargets) {
    const alias = listAliasOf(target, index);
    if (alias?.itemFields?.some((field) => index.nameKey(field) === name.key) === true) return alias.name;
  }
  return undefined;
};

/** Inside a repeat over a list whose item fields are not known, any name may be an item field. */
const mayBeItemField = (use: TagUse, index: VocabularyIndex): boolean =>
  use.repeatTargets.some((target) => {
    const alias = listAliasOf(target, index);
    return alias === undefined || alias.itemFields === undefined;
  });

const listAliasOf = (target: NameReference, index: VocabularyIndex) => {
  const rule = index.ruleOf(target.key);
  const over = rule?.kind === 'repeat' && rule.repeatOver !== undefined ? index.nameKey(rule.repeatOver) : target.key;
  return index.aliasOf(over);
};
