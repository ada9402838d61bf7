import { FixedClock } from '@quire/testing/fixed-clock';
import { createInMemoryAdapters } from '@quire/testing/in-memory/adapters';

/** The in-memory adapters (with the fake rule language), as the alias and rule use cases take them. */
export const vocabularyWorld = () => {
  const adapters = createInMemoryAdapters(new FixedClock(new Date('2026-03-01T10:00:00.000Z')));
  return { adapters, deps: adapters };
};
