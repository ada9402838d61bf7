/** Makes new opaque, unique, URL-safe identifiers for resources. */
export interface IdGenerator {
  /** A new identifier, never returned before. */
  next(): string;
}
