import { type AppError, validation } from '@quire/application/app-error';
import type { RuleExpressionInput } from '@quire/application/library/rules/rule-expression-input';
import * as E from 'fp-ts/Either';

/**
 * A rule body's expression: `expression` (text) or `condition` (JSON), not both. Undefined when
 * neither is given (a patch keeps the stored one); null when the one given is null (clears it).
 */
export const ruleExpressionOfBody = (body: { readonly expression?: string | null; readonly condition?: unknown }): E.Either<AppError, RuleExpressionInput | null | undefined> => {
  const hasText = body.expression !== undefined;
  const hasJson = body.condition !== undefined;
  if (hasText && hasJson) return E.left(validation([{ path: 'condition', message: 'send either expression (text) or condition (JSON), not both' }]));
  if (hasText) return E.right(body.expression === null || body.expression === undefined ? null : { text: body.expression });
  if (hasJson) return E.right(body.condition === null ? null : { json: body.condition });
  return E.right(undefined);
};
