import { expressionOfBody } from '../expression-body';

/** A rule body's expression: `expression` (text) or `condition` (JSON), not both. */
export const ruleExpressionOfBody = expressionOfBody('expression', 'condition');
