import { type AppError, validation } from '@quire/application/app-error';
import type { RuleExpressionInput } from '@quire/application/library/rule-expression-input';
import * as E from 'fp-ts/Either';

/**
 * An expression a body may send in either of its two forms, under two properties: text
 * (`expression`, `formula`) or JSON (`condition`, `calculation`), not both. Undefined when neither
 * is given (a patch keeps the stored one); null when the one given is null (clears it).
 */
export const expressionOfBody =
  <Text extends string, Json extends string>(textKey: Text, jsonKey: Json) =>
  (body: { readonly [key in Text]?: string | null } & { readonly [key in Json]?: unknown }): E.Either<AppError, RuleExpressionInput | null | undefined> => {
    const text = body[textKey] as string | null | undefined;
    const json = body[jsonKey] as unknown;
    if (text !== undefined && json !== undefined) return E.left(validation([{ path: jsonKey, message: `send either ${textKey} (text) or ${jsonKey} (JSON), not both` }]));
    if (text !== undefined) return E.right(text === null ? null : { text });
    if (json !== undefined) return E.right(json === null ? null : { json });
    return E.right(undefined);
  };
