import * as E from 'fp-ts/Either';
import { readConfig } from '../src/config';

/** A table of settings each refused when set alone to its value: readConfig answers an error naming it. */
export const itRefusesEach = (cases: ReadonlyArray<readonly [setting: string, value: string]>): void =>
  it.each(cases)('names %s when it is %s', (setting, value) => {
    expect(readConfig({ [setting]: value }, '/x')).toEqual(E.left(expect.objectContaining({ setting })));
  });
