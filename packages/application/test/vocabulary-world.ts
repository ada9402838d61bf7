import { fakeFormats, fakeRuleLanguage } from '@quire/testing/fake-rule-language';
import { FixedClock } from '@quire/testing/fixed-clock';
import { createInMemoryAdapters } from '@quire/testing/in-memory/adapters';

/** The in-memory adapters and the fake rule language, as the alias and rule use cases take them. */
export const vocabularyWorld = () => {
  const adapters = createInMemoryAdapters(new FixedClock(new Date('2026-03-01T10:00:00.000Z')));
  const deps = { aliases: adapters.aliases, rules: adapters.rules, usage: adapters.usage, ruleLanguage: fakeRuleLanguage, ids: adapters.ids, clock: adapters.clock, formats: fakeFormats };
  return { adapters, deps };
};
