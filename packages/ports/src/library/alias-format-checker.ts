import type { AliasType } from '@quire/domain/library/aliases/alias';

/**
 * Whether an alias's `format` is one the document engine can apply (ADR 0010): a date-fns
 * pattern for a `date` alias, the count of decimals for a `number` alias, an ISO 4217 code for a
 * `currency` alias. The domain checks only the length and that the type takes a format at all.
 */
export interface AliasFormatChecker {
  /** Why `format` cannot be used for an alias of this type (a sentence for the person who wrote it), or undefined when it can. */
  problem(type: AliasType, format: string): string | undefined;
}
