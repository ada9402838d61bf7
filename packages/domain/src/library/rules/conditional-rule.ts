import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import { type AliasTerm, type RepeatOverNotAList, type UnknownAliases, resolveRuleReferences } from './conditional-rule-references';
import type { TenantId } from '../../ids';
import { type LibraryEntity, changed } from '../library-entity';
import type { InvalidFields, LibraryFieldError } from '../library-errors';
import type { ConditionalRuleId } from '../library-ids';
import { parseFreeText, parseIdentifier, parseTagName, sameStrings } from '../library-text';
import { type Checked, check, checkAll, fail, toInvalidFields } from '../library-validation';
import type { RuleExpression } from './rule-expression';

export type RuleKind = 'condition' | 'repeat';
export const RULE_KINDS: ReadonlyArray<RuleKind> = ['condition', 'repeat'];

/** Word's bookmark rules, so the same name can mark the range in Word. */
export const RULE_NAME_MAX = 40;
export const RULE_DESCRIPTION_MAX = 2000;

/**
 * A conditional rule (`NamedRanges`, docs/resources.md#conditional-rules): a `condition` decides whether its range is kept; a
 * `repeat` repeats its range per item of the list alias `repeatOver`, keeping the items for which
 * its (optional) expression holds.
 */
export type ConditionalRule = LibraryEntity<ConditionalRuleId> & {
  readonly name: string;
  readonly description: string;
  readonly kind: RuleKind;
  /** Required for a condition; the optional per-item filter of a repeat. */
  readonly expression: RuleExpression | null;
  /** The list alias's name, for a repeat only. */
  readonly repeatOver: string | null;
  /** The aliases the rule reads, by their names (derived: recomputed on every change). */
  readonly aliases: ReadonlyArray<string>;
};

export type RuleInput = {
  readonly name: string;
  readonly kind: RuleKind;
  readonly description?: string;
  readonly expression?: RuleExpression | null;
  readonly repeatOver?: string | null;
};

/** An update: the fields given replace the stored ones (null clears). */
export type RulePatch = Partial<RuleInput>;

export type RuleRejected = InvalidFields | UnknownAliases | RepeatOverNotAList;

type RuleFields = Pick<ConditionalRule, 'name' | 'description' | 'kind' | 'expression' | 'repeatOver'>;

const invalidText = (field: string, reason: string): LibraryFieldError => ({ _tag: 'InvalidText', field, reason });

const parseExpression = (kind: RuleKind, expression: RuleExpression | null | undefined): Checked<RuleExpression | null> =>
  kind === 'condition' && (expression === null || expression === undefined)
    ? fail({ _tag: 'FieldRequired', field: 'expression', reason: 'a condition rule needs an expression (or condition)' })
    : E.right(expression ?? null);

const parseRepeatOver = (kind: RuleKind, raw: string | null | undefined): Checked<string | null> => {
  const given = raw !== null && raw !== undefined && raw.trim() !== '';
  if (kind === 'condition') return given ? fail({ _tag: 'FieldNotAllowed', field: 'repeatOver', reason: 'only a repeat rule repeats over a list' }) : E.right(null);
  if (!given) return fail({ _tag: 'FieldRequired', field: 'repeatOver', reason: 'a repeat rule needs the list alias it repeats over' });
  return check(parseTagName('repeatOver', raw, 100, invalidText));
};

const parseRuleFields = (input: RuleInput): E.Either<InvalidFields, RuleFields> =>
  toInvalidFields(
    checkAll({
      name: check(parseIdentifier('name', input.name, RULE_NAME_MAX)),
      description: check(parseFreeText('description', input.description ?? '', RULE_DESCRIPTION_MAX)),
      kind: E.right(input.kind),
      expression: parseExpression(input.kind, input.expression),
      repeatOver: parseRepeatOver(input.kind, input.repeatOver),
    }),
  );

const resolve = (fields: RuleFields, vocabulary: ReadonlyArray<AliasTerm>): E.Either<RuleRejected, RuleFields & Pick<ConditionalRule, 'aliases'>> =>
  pipe(
    resolveRuleReferences(fields, vocabulary),
    E.map(({ repeatOver, aliases }) => ({ ...fields, repeatOver, aliases })),
  );

/**
 * Creates a rule: field rules first (all problems at once), then every name it reads must be known
 * (`vocabulary`: the tenant's aliases under the names the rule reads). Name uniqueness is
 * `assertNameAvailable('ConditionalRule', ...)`.
 */
export const createConditionalRule = (
  input: RuleInput & { readonly id: ConditionalRuleId; readonly tenantId: TenantId; readonly now: Date },
  vocabulary: ReadonlyArray<AliasTerm>,
): E.Either<RuleRejected, ConditionalRule> =>
  pipe(
    parseRuleFields(input),
    E.chainW((fields) => resolve(fields, vocabulary)),
    E.map((fields) => ({ id: input.id, tenantId: input.tenantId, ...fields, createdAt: input.now, updatedAt: input.now, version: 1 })),
  );

/** When the kind becomes `condition`, `repeatOver` is dropped unless the patch sends it (and is then refused). */
const merge = (rule: ConditionalRule, patch: RulePatch): RuleInput => {
  const kind = patch.kind ?? rule.kind;
  return {
    name: patch.name ?? rule.name,
    kind,
    description: patch.description ?? rule.description,
    expression: patch.expression !== undefined ? patch.expression : rule.expression,
    repeatOver: patch.repeatOver !== undefined ? patch.repeatOver : kind === 'condition' ? null : rule.repeatOver,
  };
};

const same = (a: ConditionalRule, b: Omit<ConditionalRule, keyof LibraryEntity<ConditionalRuleId>>): boolean =>
  a.name === b.name &&
  a.description === b.description &&
  a.kind === b.kind &&
  a.repeatOver === b.repeatOver &&
  (a.expression?.text ?? null) === (b.expression?.text ?? null) &&
  sameStrings(a.aliases, b.aliases);

/** Applies an update and re-checks everything, names included; the same rule (no new version) when nothing changes. */
export const updateConditionalRule = (
  rule: ConditionalRule,
  patch: RulePatch,
  vocabulary: ReadonlyArray<AliasTerm>,
  now: Date,
): E.Either<RuleRejected, ConditionalRule> =>
  pipe(
    parseRuleFields(merge(rule, patch)),
    E.chainW((fields) => resolve(fields, vocabulary)),
    E.map((fields) => (same(rule, fields) ? rule : changed(rule, fields, now))),
  );
