/** Why a text condition could not be read. Every variant says where, what was expected and what was found. */
export type ExpressionSyntaxError = {
  readonly _tag: 'ExpressionSyntaxError';
  readonly reason: SyntaxErrorReason;
  /** 0-based offset into the text, in UTF-16 code units (characters, for text without emoji). */
  readonly position: number;
  readonly expected: string;
  readonly found: string;
  readonly message: string;
};

export type SyntaxErrorReason =
  | 'unexpectedToken'
  | 'unterminatedString'
  | 'invalidEscape'
  | 'invalidNumber'
  | 'invalidDate'
  | 'invalidName'
  | 'unknownLoopVariable'
  | 'unknownFunction'
  | 'wrongArity'
  | 'tooLong'
  | 'tooDeep';

export const syntaxError = (
  reason: SyntaxErrorReason,
  position: number,
  expected: string,
  found: string,
  message = `Expected ${expected} at position ${position}, found ${found}`,
): ExpressionSyntaxError => ({ _tag: 'ExpressionSyntaxError', reason, position, expected, found, message });

/** Thrown inside the lexer and parser only; `parseExpression` turns it into an error value. */
export class SyntaxFailure {
  constructor(readonly error: ExpressionSyntaxError) {}
}
