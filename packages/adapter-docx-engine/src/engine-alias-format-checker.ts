import type { AliasType } from '@quire/domain/library/aliases/alias';
import { checkDatePattern } from '@quire/docx-engine/filters/date/check-date-pattern';
import { currencyCodeOf } from '@quire/docx-engine/filters/number/number-format';
import type { AliasFormatChecker } from '@quire/ports/library/alias-format-checker';

/** The most decimals a number alias's format may ask for (what the engine's number formatting caps at). */
const MAX_DECIMALS = 20;

/** Checks an alias's `format` with the engine's own rules, so what is saved is what rendering applies. */
export class EngineAliasFormatChecker implements AliasFormatChecker {
  problem(type: AliasType, format: string): string | undefined {
    switch (type) {
      case 'date':
        return checkDatePattern(format);
      case 'number':
        return /^\d{1,2}$/.test(format.trim()) && Number(format) <= MAX_DECIMALS
          ? undefined
          : `The format of a number alias is the count of decimals to show, 0 to ${MAX_DECIMALS} (e.g. "2"), not ${JSON.stringify(format)}.`;
      case 'currency':
        return currencyCodeOf(format) === undefined ? `The format of a currency alias is an ISO 4217 code such as "EUR" or "USD", not ${JSON.stringify(format)}.` : undefined;
      case 'text':
      case 'boolean':
      case 'choice':
      case 'list':
      case 'picture':
        return `A ${type} alias has no format.`;
    }
  }
}
