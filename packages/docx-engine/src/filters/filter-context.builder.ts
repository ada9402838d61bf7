import type { FilterContext } from './filter-context';

/** A render context for tests: US English in UTC unless a test says otherwise. */
export const aFilterContext = (overrides: Partial<FilterContext> = {}): FilterContext => ({
  locale: 'en-US',
  timeZone: 'UTC',
  ...overrides,
});
