import type { StorageError, StorageFailureKind } from './storage-error';

/** What a log line may say about a store failure (ADR 0016): no field here can hold SQL, a value or a path. */
export type StorageFailureLogFields = {
  readonly operation: string;
  readonly kind: StorageFailureKind;
  readonly code?: string;
  readonly errno?: number;
  readonly constraint?: string;
  readonly table?: string;
  readonly column?: string;
};

const CODE = /^[A-Za-z0-9_]{1,64}$/;
const IDENTIFIER = /^[A-Za-z0-9_$.]{1,128}$/;

/**
 * The loggable facts of a store failure: the operation, the kind, and from the cause only a driver
 * or system `code` and `errno` and the `constraint`, `table` and `column` it names, each kept only
 * when it has the shape of a code or an identifier. Messages are never taken: a driver's message
 * quotes the statement with its values (a snippet's text), a file system's the path.
 */
export const storageFailureLogFields = (error: StorageError): StorageFailureLogFields => {
  const cause = typeof error.cause === 'object' && error.cause !== null ? (error.cause as Record<string, unknown>) : {};
  const text = (name: string, shape: RegExp): Record<string, string> => {
    const value = cause[name];
    return typeof value === 'string' && shape.test(value) ? { [name]: value } : {};
  };
  return {
    operation: error.operation,
    kind: error.kind,
    ...text('code', CODE),
    ...(typeof cause['errno'] === 'number' && Number.isInteger(cause['errno']) ? { errno: cause['errno'] } : {}),
    ...text('constraint', IDENTIFIER),
    ...text('table', IDENTIFIER),
    ...text('column', IDENTIFIER),
  };
};


/**
 * What a log line says about something thrown: a store failure by its loggable facts; any error with
 * a system or driver `code` (a database driver's message quotes the statement, a file system's the
 * path) by its name, code and errno; only an error without one (a bug) by its name and message.
 */
export const thrownErrorLogFields = (error: unknown): Record<string, unknown> => {
  // Shape, not instanceof: errors made by node's own modules come from another realm under test runners.
  if (typeof error !== 'object' || error === null) return { name: typeof error };
  const { name, message, code, errno } = error as { name?: unknown; message?: unknown; code?: unknown; errno?: unknown };
  const named = { name: typeof name === 'string' ? name : 'object' };
  if (code === undefined) return { ...named, message: typeof message === 'string' ? message : 'non-error thrown' };
  const facts = storageFailureLogFields({ _tag: 'StorageError', operation: 'thrown', kind: 'failed', cause: { code, errno } });
  return { ...named, ...(facts.code === undefined ? {} : { code: facts.code }), ...(facts.errno === undefined ? {} : { errno: facts.errno }) };
};
