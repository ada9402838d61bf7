import { type OutlineCondition, type OutlineNode, type Vocabulary, type VocabularyAlias, type VocabularyRule } from '@quire/docx-engine/engine';
import { indexAliases, indexByName, MAX_SNIPPET_DEPTH } from '@quire/docx-engine/engine';
import type { Expr } from '@quire/expressions/expression';
import { referencedNames, referencedNamesOfValue } from '@quire/expressions/referenced-names';
import { renameNames } from '@quire/expressions/rename-names';
import { conditionOf, type Literal, literalOf, negate, type Place, simplify } from './guard';
import { nameKey } from '@quire/domain/names';

/** One question as derived, its `when` still a tree (relevance evaluates it; the port's form prints it). */
export type DerivedQuestion = {
  readonly alias: string;
  readonly known: boolean;
  readonly required: boolean;
  readonly when: Expr | undefined;
  readonly itemFields: ReadonlyArray<DerivedQuestion> | undefined;
};

/** A template's outline and its snippets' outlines by name (compared as names are). */
export type OutlinedTemplate = { readonly outline: ReadonlyArray<OutlineNode>; readonly snippets: ReadonlyMap<string, ReadonlyArray<OutlineNode>> };

/**
 * A condition around a use: how deep in the repeats its names live (`level`; 0: the data's top level,
 * n: the items of the n-th repeat), and how many repeats were open where it was met (`depth`). An
 * item field's `when` holds only the conditions met inside its repeat: those outside are its list's.
 */
type Guard = { readonly literal: Literal; readonly level: number; readonly depth: number };

class Question {
  readonly places: Place[] = [];
  required = false;
  readonly items = new Map<string, Question>();
  constructor(
    readonly alias: string,
    readonly known: VocabularyAlias | undefined,
  ) {}

  itemNamed(name: string, known: VocabularyAlias | undefined): Question {
    const key = nameKey(name);
    let item = this.items.get(key);
    if (item === undefined) this.items.set(key, (item = new Question(known?.name ?? name, known)));
    return item;
  }
}

/** A repeat being walked: whose items, and which fields they have (undefined: any name may be one). */
type Scope = { readonly list: Question; readonly fields: ReadonlySet<string> | undefined };

/** Where a name lives: a top-level question, or an item field of the scope at `level` (1-based). */
type Resolved = { readonly question: Question; readonly level: number; readonly canonical: string };

const headOf = (name: string): string => name.split('.')[0]?.trim() ?? name;
const isLoopVariable = (name: string): boolean => name.startsWith('@');

class Walker {
  /** The key of each name met, once: a name is looked up at every use. */
  private readonly keys = new Map<string, string>();
  private readonly aliases: ReadonlyMap<string, VocabularyAlias>;
  private readonly rules: ReadonlyMap<string, VocabularyRule>;
  private readonly top = new Map<string, Question>();

  constructor(vocabulary: Vocabulary) {
    this.aliases = indexAliases(vocabulary.aliases, nameKey);
    this.rules = indexByName(vocabulary.rules, nameKey);
  }

  private keyOf(name: string): string {
    let key = this.keys.get(name);
    if (key === undefined) this.keys.set(name, (key = nameKey(name)));
    return key;
  }

  private aliasOf(name: string): VocabularyAlias | undefined {
    return this.aliases.get(this.keyOf(name)) ?? (name.includes('.') ? this.aliases.get(this.keyOf(headOf(name))) : undefined);
  }

  private ruleOf(name: string, bookmark = false): VocabularyRule | undefined {
    const key = nameKey(name);
    return this.rules.get(key) ?? (bookmark && key.includes('_') ? this.rules.get(key.replace(/_/g, ' ')) : undefined);
  }

  private topQuestion(name: string): Question {
    const alias = this.aliasOf(name);
    const label = alias?.name ?? headOf(name);
    const key = this.keyOf(label);
    let question = this.top.get(key);
    if (question === undefined) this.top.set(key, (question = new Question(label, alias)));
    return question;
  }

  /** As a render resolves names inside repeats: an item field of the innermost repeat that has it, else the top level. */
  resolve(name: string, scopes: ReadonlyArray<Scope>): Resolved {
    const key = this.keyOf(name);
    const head = name.includes('.') ? this.keyOf(headOf(name)) : key;
    for (let level = scopes.length; level >= 1; level--) {
      const scope = scopes[level - 1] as Scope;
      const isField = scope.fields === undefined ? this.aliasOf(name) === undefined : scope.fields.has(key) || scope.fields.has(head);
      if (!isField) continue;
      const field = scope.fields === undefined ? name : headOf(name);
      const known = this.aliases.get(nameKey(field));
      const question = scope.list.itemNamed(field, known);
      return { question, level, canonical: question.alias };
    }
    const question = this.topQuestion(name);
    return { question, level: 0, canonical: this.aliasOf(name) === undefined ? name : question.alias };
  }

  /** The level a condition's names live at (a loop variable lives in the innermost repeat). */
  private levelOf(names: ReadonlyArray<string>, scopes: ReadonlyArray<Scope>): number {
    return names.reduce((level, name) => Math.max(level, isLoopVariable(name) ? scopes.length : this.resolve(name, scopes).level), 0);
  }

  /** The condition with every name as the interview asks it (a synonym as its alias's name). */
  private canonical(expr: Expr, scopes: ReadonlyArray<Scope>): Expr {
    return renameNames(expr, (name) => (isLoopVariable(name) ? name : this.resolve(name, scopes).canonical));
  }

  /** A use of a name: a place for its question, under the guards that live at its level or outside it. */
  use(name: string, scopes: ReadonlyArray<Scope>, guards: ReadonlyArray<Guard>, how: { readonly required: boolean }, computing: ReadonlySet<string> = new Set()): Question | undefined {
    if (isLoopVariable(name) || name === '.') return undefined;
    const resolved = this.resolve(name, scopes);
    const alias = resolved.level === 0 ? resolved.question.known : undefined;
    if (alias?.formula !== undefined) {
      // A computed alias is not asked: what its formula reads is, where it is used.
      const key = nameKey(alias.name);
      if (computing.has(key)) return undefined;
      this.top.delete(key);
      for (const read of referencedNamesOfValue(alias.formula)) this.use(read, [], guards, how, new Set([...computing, key]));
      return undefined;
    }
    const question = resolved.question;
    question.places.push(guards.filter((guard) => guard.level <= resolved.level && guard.depth >= resolved.level).map((guard) => guard.literal));
    if (how.required && alias?.type !== 'list') question.required = true;
    return question;
  }

  /** The literal a condition stands for (a rule's expression, a name's truthiness), its names used too; undefined for a rule without expression (always). */
  private condition(condition: OutlineCondition, scopes: ReadonlyArray<Scope>, guards: ReadonlyArray<Guard>): Guard | undefined {
    const read = (expr: Expr): Guard => {
      const names = referencedNames(expr);
      for (const name of names) this.use(name, scopes, guards, { required: false });
      return { literal: literalOf(this.canonical(expr, scopes)), level: this.levelOf(names, scopes), depth: scopes.length };
    };
    if (condition.kind === 'expression') return read(condition.expr);
    const rule = isLoopVariable(condition.name) ? undefined : this.ruleOf(condition.name);
    if (rule?.kind === 'condition') return rule.expression === null ? undefined : read(rule.expression);
    // A repeat rule as a condition keeps content when it keeps an item: said as its list being answered (it may ask a little more).
    if (rule?.kind === 'repeat' && rule.repeatOver !== undefined) return read({ kind: 'answered', name: rule.repeatOver });
    return read({ kind: 'truthy', name: condition.name });
  }

  private each(target: string, body: ReadonlyArray<OutlineNode>, scopes: ReadonlyArray<Scope>, guards: ReadonlyArray<Guard>, depth: ReadonlyArray<string>): void {
    const rule = this.ruleOf(target);
    const over = rule?.kind === 'repeat' && rule.repeatOver !== undefined ? rule.repeatOver : target;
    const list = this.use(over, scopes, guards, { required: false });
    if (list === undefined) {
      this.walk(body, scopes, guards, depth);
      return;
    }
    const resolved = this.resolve(over, scopes);
    const alias = this.aliases.get(nameKey(resolved.question.alias));
    const declared = alias?.type === 'list' && alias.itemFields !== undefined ? alias.itemFields : undefined;
    const scope: Scope = { list, fields: declared === undefined ? undefined : new Set(declared.map(nameKey)) };
    const inner = [...scopes, scope];
    // Inside, the list has items: said at the level the list itself lives.
    const withItems: Guard[] = [...guards, { literal: literalOf({ kind: 'answered', name: resolved.canonical }), level: resolved.level, depth: scopes.length }];
    const filter = rule?.kind === 'repeat' && rule.expression !== null ? rule.expression : undefined;
    if (filter !== undefined) {
      const names = referencedNames(filter);
      for (const name of names) this.use(name, inner, withItems, { required: false });
      withItems.push({ literal: literalOf(this.canonical(filter, inner)), level: this.levelOf(names, inner), depth: inner.length });
    }
    this.walk(body, inner, withItems, depth);
  }

  walk(nodes: ReadonlyArray<OutlineNode>, scopes: ReadonlyArray<Scope>, guards: ReadonlyArray<Guard>, depth: ReadonlyArray<string>): void {
    for (const node of nodes) {
      switch (node.kind) {
        case 'field':
          for (const name of node.reads) this.use(name, scopes, guards, { required: !node.defaulted });
          break;
        case 'if': {
          // A branch holds when every earlier one did not: `else if` and `else` negate what came before.
          let before: Guard[] = [...guards];
          for (const branch of node.branches) {
            const guard = branch.condition === undefined ? undefined : this.condition(branch.condition, scopes, before);
            this.walk(branch.body, scopes, guard === undefined ? before : [...before, guard], depth);
            if (guard === undefined) break;
            before = [...before, { ...guard, literal: literalOf(negate(guard.literal.expr)) }];
          }
          break;
        }
        case 'each':
          this.each(node.target, node.body, scopes, guards, depth);
          break;
        case 'snippet': {
          const key = nameKey(node.name);
          const outline = this.snippets.get(key);
          if (outline !== undefined && !depth.includes(key) && depth.length < MAX_SNIPPET_DEPTH) this.walk(outline, scopes, guards, [...depth, key]);
          break;
        }
        case 'marker': {
          const rule = this.ruleOf(node.name, node.bookmark);
          if (rule?.kind === 'condition') {
            const guard = this.condition({ kind: 'name', name: rule.name }, scopes, guards);
            this.walk(node.body, scopes, guard === undefined ? guards : [...guards, guard], depth);
          } else if (rule?.kind === 'repeat') this.each(rule.name, node.body, scopes, guards, depth);
          else if (!node.bookmark && this.aliasOf(node.name) !== undefined) this.use(node.name, scopes, guards, { required: true });
          else this.walk(node.body, scopes, guards, depth);
          break;
        }
      }
    }
  }

  private snippets: OutlinedTemplate['snippets'] = new Map();

  template(template: OutlinedTemplate): void {
    this.snippets = template.snippets;
    this.walk(template.outline, [], [], []);
  }

  questions(): DerivedQuestion[] {
    return [...this.top.values()].map((question) => this.derived(question));
  }

  private derived(question: Question): DerivedQuestion {
    const places = simplify(question.places);
    const declared = question.known?.type === 'list' ? (question.known.itemFields ?? []) : [];
    // A list used without any of its item fields (counted, joined) still asks for the fields its alias declares.
    if (question.items.size === 0) for (const field of declared) question.itemNamed(field, this.aliases.get(nameKey(field))).places.push([]);
    const isList = question.known?.type === 'list' || question.items.size > 0;
    return {
      alias: question.alias,
      known: question.known !== undefined,
      required: question.required && !isList,
      when: places === undefined ? undefined : conditionOf(places),
      itemFields: isList ? [...question.items.values()].map((item) => this.derived(item)) : undefined,
    };
  }
}

/** The questions of one or more templates (a packet, in order): docs/interviews.md. */
export const deriveQuestions = (templates: ReadonlyArray<OutlinedTemplate>, vocabulary: Vocabulary): DerivedQuestion[] => {
  const walker = new Walker(vocabulary);
  for (const template of templates) walker.template(template);
  return walker.questions();
};
