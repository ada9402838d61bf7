import type { ArithmeticOperator, Expr, ListOperator, Literal, ScalarOperator, Value } from './expression';
import { SyntaxFailure, syntaxError, type ExpressionSyntaxError, type SyntaxErrorReason } from './expression-syntax-error';
import { describeArity, FUNCTION_NAMES, FUNCTIONS, functionNamed } from './evaluation/functions';
import { MAX_EXPRESSION_LENGTH, MAX_NESTING_DEPTH } from './evaluation/limits';
import { err, ok, type Result } from './result';
import { describeToken, type Token } from './syntax/token';
import { Lexer } from './syntax/lexer';

/**
 * Reads the text form of a condition, e.g.
 * `client_age >= 18 and (marital_status = "married" or has_partner)` or
 * `years_between(date_of_birth, today()) >= 18`.
 * The first problem in reading order is reported, with its position. Grammar: README.md.
 */
export const parseExpression = (text: string): Result<Expr, ExpressionSyntaxError> => parseWith(text, (parser) => parser.parseWhole());

/** Reads a calculation alone (a field's `qty * unit_price`), not a condition. */
export const parseCalculation = (text: string): Result<Value, ExpressionSyntaxError> => parseWith(text, (parser) => parser.parseWholeValue());

const parseWith = <T>(text: string, read: (parser: Parser) => T): Result<T, ExpressionSyntaxError> => {
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
    return ok(read(new Parser(text)));
  } catch (failure) {
    if (failure instanceof SyntaxFailure) return err(failure.error);
    throw failure;
  }
};

/** A piece of the tree and how many nesting levels it uses below its top (for the depth limit). */
type Parsed<T> = { readonly node: T; readonly height: number };

/** What stands where a value may: a value, or a parenthesised condition (which only a condition may use). */
type Operand = { readonly value: Value } | { readonly group: Expr; readonly start: Token };

const ARITHMETIC: Readonly<Record<'+' | '-' | '*' | '/', ArithmeticOperator>> = { '+': 'add', '-': 'subtract', '*': 'multiply', '/': 'divide' };
const LEVELS = 'parentheses, "not", "-", functions and operators';

class Parser {
  private readonly lexer: Lexer;
  private previous: Token | undefined;

  constructor(text: string) {
    this.lexer = new Lexer(text);
  }

  parseWhole(): Expr {
    const expr = this.parseOr(0).node;
    const token = this.lexer.peek();
    if (token.type !== 'end') this.fail('unexpectedToken', '"and", "or" or end of input', token);
    return expr;
  }

  parseWholeValue(): Value {
    const start = this.lexer.peek();
    const operand = this.parseSum(0, 'a value').node;
    if (!('value' in operand)) return this.failCondition(undefined, start);
    const token = this.lexer.peek();
    if (token.type !== 'end') this.fail('unexpectedToken', '"+", "-", "*", "/" or end of input', token);
    return operand.value;
  }

  private parseOr(depth: number): Parsed<Expr> {
    const first = this.parseAnd(depth);
    const rest: Parsed<Expr>[] = [];
    while (this.acceptKeyword('or')) rest.push(this.parseAnd(depth));
    return this.group('any', first, rest);
  }

  private parseAnd(depth: number): Parsed<Expr> {
    const first = this.parseUnary(depth);
    const rest: Parsed<Expr>[] = [];
    while (this.acceptKeyword('and')) rest.push(this.parseUnary(depth));
    return this.group('all', first, rest);
  }

  private group(kind: 'all' | 'any', first: Parsed<Expr>, rest: readonly Parsed<Expr>[]): Parsed<Expr> {
    if (rest.length === 0) return first;
    const items = [first.node, ...rest.map((item) => item.node)] as [Expr, Expr, ...Expr[]];
    return { node: { kind, items }, height: Math.max(first.height, ...rest.map((item) => item.height)) };
  }

  /** `not not x` is read in a loop, not by recursion, so a long run of `not` cannot exhaust the stack. */
  private parseUnary(depth: number): Parsed<Expr> {
    let nots = 0;
    for (let token = this.lexer.peek(); token.type === 'keyword' && token.keyword === 'not'; token = this.lexer.peek()) {
      this.checkDepth(depth + nots + 1, token);
      this.advance();
      nots += 1;
    }
    const inner = this.parseComparison(depth + nots);
    let expr = inner.node;
    for (let count = nots; count > 0; count -= 1) expr = { kind: 'not', item: expr };
    return { node: expr, height: inner.height + nots };
  }

  /** A value, then what tests it: an operator and a value, `is [not] answered`, `[not] in [..]`, or nothing (the value as a boolean). */
  private parseComparison(depth: number): Parsed<Expr> {
    const leftStart = this.lexer.peek();
    const left = this.parseSum(depth, 'a condition');
    if (!('value' in left.node)) return { node: left.node.group, height: left.height };
    const value = left.node.value;
    const token = this.lexer.peek();
    if (token.type === 'operator') {
      this.advance();
      return this.comparison(value, token.op, depth, left.height);
    }
    if (token.type !== 'keyword') return this.valueAlone(value, left.height, token);
    switch (token.keyword) {
      case 'contains':
        this.advance();
        return this.comparison(value, 'contains', depth, left.height);
      case 'in':
        this.advance();
        return { node: this.listComparison(this.nameBefore(value, leftStart, token), 'in'), height: left.height };
      case 'not': {
        this.advance();
        const after = this.lexer.peek();
        if (after.type === 'keyword' && after.keyword === 'contains') {
          this.advance();
          return this.comparison(value, 'notContains', depth, left.height);
        }
        if (after.type === 'keyword' && after.keyword === 'in') {
          this.advance();
          return { node: this.listComparison(this.nameBefore(value, leftStart, token), 'notIn'), height: left.height };
        }
        return this.fail('unexpectedToken', '"contains" or "in"', after);
      }
      case 'is': {
        const name = this.nameBefore(value, leftStart, token);
        this.advance();
        const negated = this.acceptKeyword('not');
        const after = this.lexer.peek();
        if (after.type === 'keyword' && after.keyword === 'answered') {
          this.advance();
          return { node: { kind: negated ? 'notAnswered' : 'answered', name }, height: left.height };
        }
        return this.fail('unexpectedToken', negated ? '"answered"' : '"answered" or "not answered"', after);
      }
      default:
        return this.valueAlone(value, left.height, token);
    }
  }

  /** A value alone is complete only when the condition ends there; anything else wanted an operator. */
  private valueAlone(value: Value, height: number, token: Token): Parsed<Expr> {
    const ends =
      token.type === 'end' ||
      (token.type === 'punctuation' && token.char === ')') ||
      (token.type === 'keyword' && (token.keyword === 'and' || token.keyword === 'or'));
    if (!ends) this.fail('unexpectedToken', 'an operator', token);
    return { node: value.kind === 'name' ? { kind: 'truthy', name: value.name } : { kind: 'valueTest', value }, height };
  }

  private comparison(left: Value, op: ScalarOperator, depth: number, leftHeight: number): Parsed<Expr> {
    const before = this.previous;
    const rightStart = this.lexer.peek();
    const right = this.parseSum(depth, 'a value');
    if (!('value' in right.node)) return this.failCondition(before, rightStart);
    const value = right.node.value;
    const height = Math.max(leftHeight, right.height);
    if (left.kind === 'name' && value.kind === 'literal') return { node: { kind: 'compare', name: left.name, op, value: value.value }, height };
    return { node: { kind: 'compareValues', left, op, right: value }, height };
  }

  /** `in`, `not in` and `is answered` test a name's answer; a calculation before them is an error. */
  private nameBefore(value: Value, start: Token, keyword: Token): string {
    if (value.kind === 'name') return value.name;
    const words = keyword.type === 'keyword' && keyword.keyword === 'is' ? '"is answered"' : `"${keyword.text.toLowerCase()}"`;
    return this.fail('unexpectedToken', `a name before ${words}`, start, `Expected a name before ${words} at position ${start.start}: only a name's answer can be tested this way`);
  }

  private listComparison(name: string, op: ListOperator): Expr {
    const open = this.lexer.peek();
    if (!(open.type === 'punctuation' && open.char === '[')) return this.fail('unexpectedToken', 'a list', open);
    this.advance();
    const values: Literal[] = [];
    if (this.acceptPunctuation(']')) return { kind: 'compare', name, op, value: values };
    for (;;) {
      values.push(this.parseLiteral());
      if (this.acceptPunctuation(']')) return { kind: 'compare', name, op, value: values };
      const separator = this.lexer.peek();
      if (!(separator.type === 'punctuation' && separator.char === ',')) this.fail('unexpectedToken', '"," or "]"', separator);
      this.advance();
    }
  }

  /** A literal of a list: a string, a date, true, false, or a number with an optional minus sign. */
  private parseLiteral(): Literal {
    const token = this.lexer.peek();
    if (token.type === 'arithmetic' && token.op === '-') {
      this.advance();
      const number = this.lexer.peek();
      if (number.type !== 'number') return this.fail('unexpectedToken', 'a number', number);
      this.advance();
      return negative(number.value);
    }
    if (token.type === 'string' || token.type === 'number') {
      this.advance();
      return token.value;
    }
    if (token.type === 'keyword' && (token.keyword === 'true' || token.keyword === 'false')) {
      this.advance();
      return token.keyword === 'true';
    }
    return this.fail('unexpectedToken', 'a value', token);
  }

  /** `a + b - c`: read in a loop, left to right; each operator is a level of the tree. */
  private parseSum(depth: number, expected: string): Parsed<Operand> {
    return this.chain(depth, ['+', '-'], (wanted) => this.parseProduct(depth, wanted), expected);
  }

  private parseProduct(depth: number, expected: string): Parsed<Operand> {
    return this.chain(depth, ['*', '/'], (wanted) => this.parseSigned(depth, wanted), expected);
  }

  /** `expected` names what the first operand may be (a condition may start here); after an operator, a value. */
  private chain(depth: number, ops: readonly string[], operand: (expected: string) => Parsed<Operand>, expected: string): Parsed<Operand> {
    let left = operand(expected);
    for (let token = this.lexer.peek(); token.type === 'arithmetic' && ops.includes(token.op); token = this.lexer.peek()) {
      // A parenthesised condition cannot be calculated with: the operator is left for the caller to refuse.
      if (!('value' in left.node)) return left;
      this.advance();
      const rightStart = this.lexer.peek();
      const right = operand('a value');
      if (!('value' in right.node)) return this.failCondition(token, rightStart);
      const height = Math.max(left.height, right.height) + 1;
      this.checkDepth(depth + height, token);
      left = { node: { value: { kind: 'arithmetic', op: ARITHMETIC[token.op], left: left.node.value, right: right.node.value } }, height };
    }
    return left;
  }

  /** Prefix minus signs, read in a loop; a minus before a number makes a negative number. */
  private parseSigned(depth: number, expected: string): Parsed<Operand> {
    let minuses = 0;
    for (let token = this.lexer.peek(); token.type === 'arithmetic' && token.op === '-'; token = this.lexer.peek()) {
      this.checkDepth(depth + minuses + 1, token);
      this.advance();
      minuses += 1;
    }
    if (minuses === 0) return this.parseAtom(depth, expected);
    const before = this.previous;
    const start = this.lexer.peek();
    const atom = this.parseAtom(depth + minuses, 'a value');
    if (!('value' in atom.node)) return this.failCondition(before, start);
    let value = atom.node.value;
    for (let count = minuses; count > 0; count -= 1) {
      value = value.kind === 'literal' && typeof value.value === 'number' ? { kind: 'literal', value: negative(value.value) } : { kind: 'negate', operand: value };
    }
    return { node: { value }, height: atom.height + minuses };
  }

  private parseAtom(depth: number, expected: string): Parsed<Operand> {
    const token = this.lexer.peek();
    switch (token.type) {
      case 'punctuation':
        if (token.char === '(') return this.parseParenthesised(depth, token);
        break;
      case 'string':
      case 'number':
        this.advance();
        return { node: { value: { kind: 'literal', value: token.value } }, height: 0 };
      case 'keyword':
        if (token.keyword !== 'true' && token.keyword !== 'false') break;
        this.advance();
        return { node: { value: { kind: 'literal', value: token.keyword === 'true' } }, height: 0 };
      case 'name':
        this.advance();
        return { node: { value: { kind: 'name', name: token.name } }, height: 0 };
      case 'function':
        return this.parseCall(depth, token);
      default:
        break;
    }
    return this.fail('unexpectedToken', expected, token);
  }

  /** `( … )`: a condition, or a value when what is inside is one (`(a + b) * c`). */
  private parseParenthesised(depth: number, open: Token): Parsed<Operand> {
    this.checkDepth(depth + 1, open);
    this.advance();
    const inner = this.parseOr(depth + 1);
    const closing = this.lexer.peek();
    if (!(closing.type === 'punctuation' && closing.char === ')')) this.fail('unexpectedToken', '"and", "or" or ")"', closing);
    this.advance();
    const expr = inner.node;
    const height = inner.height + 1;
    if (expr.kind === 'valueTest') return { node: { value: expr.value }, height };
    if (expr.kind === 'truthy') return { node: { value: { kind: 'name', name: expr.name } }, height };
    return { node: { group: expr, start: open }, height };
  }

  private parseCall(depth: number, token: Token & { readonly type: 'function' }): Parsed<Operand> {
    this.checkDepth(depth + 1, token);
    const name = functionNamed(token.name);
    if (name === undefined) {
      const found = describeToken(token);
      return this.fail('unknownFunction', 'a function', token, `Unknown function ${found} at position ${token.start}: the functions are ${FUNCTION_NAMES.join(', ')}`);
    }
    this.advance();
    this.advance(); // the "(" the lexer saw touching the name
    const signature = FUNCTIONS[name];
    const args: Value[] = [];
    let height = 0;
    const wrongCount = (given: number): never =>
      this.fail(
        'wrongArity',
        describeArity(signature),
        token,
        `The function ${name} at position ${token.start} takes ${describeArity(signature)}, as in ${signature.usage}; it was given ${given}`,
      );
    if (!this.acceptPunctuation(')')) {
      for (;;) {
        if (args.length === signature.maxArguments) wrongCount(args.length + 1);
        const before = this.previous;
        const start = this.lexer.peek();
        const arg = this.parseSum(depth + 1, 'a value');
        if (!('value' in arg.node)) return this.failCondition(before, start);
        args.push(arg.node.value);
        height = Math.max(height, arg.height);
        if (this.acceptPunctuation(')')) break;
        const separator = this.lexer.peek();
        if (!(separator.type === 'punctuation' && separator.char === ',')) this.fail('unexpectedToken', '"," or ")"', separator);
        this.advance();
      }
    }
    if (args.length < signature.minArguments) wrongCount(args.length);
    return { node: { value: { kind: 'call', name, args } }, height: height + 1 };
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
    const expected = `at most ${MAX_NESTING_DEPTH} levels of ${LEVELS}`;
    this.fail('tooDeep', expected, token, `Too deeply nested at position ${token.start}: the limit is ${MAX_NESTING_DEPTH} levels of ${LEVELS}`);
  }

  /** A parenthesised condition where only a value may stand (`(a > 1) * 2`, `x = (a or b)`). */
  private failCondition(before: Token | undefined, start: Token): never {
    const after = before === undefined ? '' : ` after ${describeToken(before)}`;
    throw new SyntaxFailure(syntaxError('unexpectedToken', start.start, 'a value', 'a condition', `Expected a value${after} at position ${start.start}, found a condition`));
  }

  private fail(reason: SyntaxErrorReason, expected: string, token: Token, message?: string): never {
    const found = describeToken(token);
    const after = this.previous === undefined ? '' : ` after ${describeToken(this.previous)}`;
    throw new SyntaxFailure(syntaxError(reason, token.start, expected, found, message ?? `Expected ${expected}${after} at position ${token.start}, found ${found}`));
  }
}

/** The number with a minus sign, never -0 (so that trees compare equal). */
const negative = (value: number): number => (value === 0 ? 0 : -value);
