import type { FieldError } from '@quire/application/field-error';

/** An RFC 9457 problem details object, with Quire's stable `code` and optional field errors. */
export type Problem = {
  readonly type: string;
  readonly title: string;
  readonly status: number;
  readonly detail: string;
  readonly code: string;
  readonly errors?: ReadonlyArray<FieldError>;
  /** Extension members (RFC 9457 §3.2), e.g. the failing checks of a readiness probe. */
  readonly [extension: string]: unknown;
};

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

/** Problem types are URNs: stable identifiers that need no host of ours to resolve. */
export const problemType = (code: string): string => `urn:quire:problem:${code}`;

export const problem = (status: number, code: string, title: string, detail: string, extra: Record<string, unknown> = {}): Problem => ({
  type: problemType(code),
  title,
  status,
  detail,
  code,
  ...extra,
});
