import type { ServiceIdentifier } from 'inversify';

/** Makes new opaque, unique, URL-safe identifiers for resources. */
export interface IdGenerator {
  /** A new identifier, never returned before. */
  next(): string;
}
export const IdGeneratorToken: ServiceIdentifier<IdGenerator> = Symbol.for('quire.IdGenerator');
