import * as E from 'fp-ts/Either';
import { readConfig } from '../src/config';

/** readConfig of these settings answers a configuration with (at least) these fields. */
export const expectConfigOf = (env: Record<string, string>, fields: Record<string, unknown>): void => {
  expect(readConfig(env, '/srv/quire')).toEqual(E.right(expect.objectContaining(fields)));
};

/**
 * A table of settings each refused when set alone to its value: readConfig answers an error naming
 * it, and with a third column, saying exactly that.
 */
export const itRefusesEach = (cases: ReadonlyArray<readonly [setting: string, value: string, message?: string]>): void =>
  it.each(cases.map(([setting, value, message]) => [setting, value, message ?? null] as const))('names %s when it is %s', (setting, value, message) => {
    expect(readConfig({ [setting]: value }, '/x')).toEqual(E.left(message === null ? expect.objectContaining({ setting }) : { setting, message }));
  });
