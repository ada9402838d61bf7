import type { Expr, ListOperator, Literal, ScalarOperator } from './expression';
import { SyntaxFailure, syntaxError, type ExpressionSyntaxError, type SyntaxErrorReason } from './expression-syntax-error';
import { MAX_EXPRESSION_LENGTH, MAX_NESTING_DEPTH } from './limits';
import { err, ok, type Result } from './result';
import { describeToken, type Token } from './token';
import { Lexer } from './lexer';

/**
 * Reads the text form of a condition, e.g.
 * `client_age >= 18 and (marital_status = "married" or has_partner)`.
 * The first problem in reading order is reported, with its position. Grammar: README.md.
 */
export const parseExpression = (text: string): Result<Expr, ExpressionSyntaxError> => {
  if (text.length > MAX_EXPRESSION_LENGTH) {
    return err(
      syntaxError(
        'tooLong',
        MAX_EXPRESSION_LENGTH,
        `at most ${MAX_EXPRESSION_LENGTH} characters`,
        `${text.length} characters`,
        `The expression is too long: ${text.length} characters, the limit is ${MAX_EXPRESSION_LENGTH}`,
      ),
    );
  }
  try {
    return ok(new Parser(text).parseWhole());
  } catch (failure) {
    if (failure instanceof SyntaxFailure) return err(failure.error);
    throw failure;
  }
};

class Parser {
  private readonly lexer: Lexer;
  private previous: Token | undefined;

  constructor(text: string) {
    this.lexer = new Lexer(text);
  }

  parseWhole(): Expr {
    const expr = this.parseOr(0);
    const token = this.lexer.peek();
    if (token.type !== 'end') this.fail('unexpectedToken', '"and", "or" or end of input', token);
    return expr;
  }

  private parseOr(depth: number): Expr {
    const first = this.parseAnd(depth);
    const rest: Expr[] = [];
    while (this.acceptKeyword('or')) rest.push(this.parseAnd(depth));
    return rest.length === 0 ? first : { kind: 'any', items: [first, ...(rest as [Expr, ...Expr[]])] };
  }

  private parseAnd(depth: number): Expr {
    const first = this.parseUnary(depth);
    const rest: Expr[] = [];
    while (this.acceptKeyword('and')) rest.push(this.parseUnary(depth));
    return rest.length === 0 ? first : { kind: 'all', items: [first, ...(rest as [Expr, ...Expr[]])] };
  }

  /** `not not x` is read in a loop, not by recursion, so a long run of `not` cannot exhaust the stack. */
  private parseUnary(depth: number): Expr {
    let nots = 0;
    for (let token = this.lexer.peek(); token.type === 'keyword' && token.keyword === 'not'; token = this.lexer.peek()) {
      this.checkDepth(depth + nots + 1, token);
      this.advance();
      nots += 1;
    }
    let expr = this.parsePrimary(depth + nots);
    for (; nots > 0; nots -= 1) expr = { kind: 'not', item: expr };
    return expr;
  }

  private parsePrimary(depth: number): Expr {
    const token = this.lexer.peek();
    if (token.type === 'punctuation' && token.char === '(') {
      this.checkDepth(depth + 1, token);
      this.advance();
      const inner = this.parseOr(depth + 1);
      const closing = this.lexer.peek();
      if (!(closing.type === 'punctuation' && closing.char === ')')) this.fail('unexpectedToken', '"and", "or" or ")"', closing);
      this.advance();
      return inner;
    }
    if (token.type !== 'name') return this.fail('unexpectedToken', 'a condition', token);
    this.advance();
    return this.parseCondition(token.name);
  }

  /** What follows a name: an operator and its value, `is [not] answered`, or nothing (the name as a boolean). */
  private parseCondition(name: string): Expr {
    const token = this.lexer.peek();
    if (token.type === 'operator') {
      this.advance();
      return this.scalarComparison(name, token.op);
    }
    if (token.type !== 'keyword') return this.endOfTruthy(name, token);
    switch (token.keyword) {
      case 'contains':
        this.advance();
        return this.scalarComparison(name, 'contains');
      case 'in':
        this.advance();
        return this.listComparison(name, 'in');
      case 'not': {
        this.advance();
        const after = this.lexer.peek();
        if (after.type === 'keyword' && after.keyword === 'contains') {
          this.advance();
          return this.scalarComparison(name, 'notContains');
        }
        if (after.type === 'keyword' && after.keyword === 'in') {
          this.advance();
          return this.listComparison(name, 'notIn');
        }
        return this.fail('unexpectedToken', '"contains" or "in"', after);
      }
      case 'is': {
        this.advance();
        const negated = this.acceptKeyword('not');
        const after = this.lexer.peek();
        if (after.type === 'keyword' && after.keyword === 'answered') {
          this.advance();
          return { kind: negated ? 'notAnswered' : 'answered', name };
        }
        return this.fail('unexpectedToken', negated ? '"answered"' : '"answered" or "not answered"', after);
      }
      default:
        return this.endOfTruthy(name, token);
    }
  }

  /** A bare name is complete only when the condition ends there; anything else wanted an operator. */
  private endOfTruthy(name: string, token: Token): Expr {
    const ends =
      token.type === 'end' ||
      (token.type === 'punctuation' && token.char === ')') ||
      (token.type === 'keyword' && (token.keyword === 'and' || token.keyword === 'or'));
    if (!ends) this.fail('unexpectedToken', 'an operator', token);
    return { kind: 'truthy', name };
  }

  private scalarComparison(name: string, op: ScalarOperator): Expr {
    return { kind: 'compare', name, op, value: this.parseLiteral('a value') };
  }

  private listComparison(name: string, op: ListOperator): Expr {
    const open = this.lexer.peek();
    if (!(open.type === 'punctuation' && open.char === '[')) return this.fail('unexpectedToken', 'a list', open);
    this.advance();
    const values: Literal[] = [];
    if (this.acceptPunctuation(']')) return { kind: 'compare', name, op, value: values };
    for (;;) {
      values.push(this.parseLiteral('a value'));
      if (this.acceptPunctuation(']')) return { kind: 'compare', name, op, value: values };
      const separator = this.lexer.peek();
      if (!(separator.type === 'punctuation' && separator.char === ',')) this.fail('unexpectedToken', '"," or "]"', separator);
      this.advance();
    }
  }

  private parseLiteral(expected: string): Literal {
    const token = this.lexer.peek();
    if (token.type === 'string' || token.type === 'number') {
      this.advance();
      return token.value;
    }
    if (token.type === 'keyword' && (token.keyword === 'true' || token.keyword === 'false')) {
      this.advance();
      return token.keyword === 'true';
    }
    return this.fail('unexpectedToken', expected, token);
  }

  private acceptKeyword(keyword: string): boolean {
    const token = this.lexer.peek();
    if (token.type !== 'keyword' || token.keyword !== keyword) return false;
    this.advance();
    return true;
  }

  private acceptPunctuation(char: string): boolean {
    const token = this.lexer.peek();
    if (token.type !== 'punctuation' || token.char !== char) return false;
    this.advance();
    return true;
  }

  private advance(): void {
    this.previous = this.lexer.next();
  }

  private checkDepth(depth: number, token: Token): void {
    if (depth <= MAX_NESTING_DEPTH) return;
    const expected = `at most ${MAX_NESTING_DEPTH} levels of parentheses and "not"`;
    this.fail('tooDeep', expected, token, `Too deeply nested at position ${token.start}: the limit is ${MAX_NESTING_DEPTH} levels of parentheses and "not"`);
  }

  private fail(reason: SyntaxErrorReason, expected: string, token: Token, message?: string): never {
    const found = describeToken(token);
    const after = this.previous === undefined ? '' : ` after ${describeToken(this.previous)}`;
    throw new SyntaxFailure(syntaxError(reason, token.start, expected, found, message ?? `Expected ${expected}${after} at position ${token.start}, found ${found}`));
  }
}
