import * as E from 'fp-ts/Either';
import { itRefusesEach } from '../test/refused-settings';
import { readConfig } from './config';

describe('readConfig: the per-key rate limit', () => {
  it('takes the defaults when nothing is set: 50 a second, bursts of 100', () => {
    expect(readConfig({}, '/x')).toEqual(E.right(expect.objectContaining({ rateLimitPerSecond: 50, rateLimitBurst: 100 })));
  });

  it('reads both, and 0 a second (the limit off)', () => {
    expect(readConfig({ RATE_LIMIT_PER_SECOND: '0', RATE_LIMIT_BURST: '7' }, '/x')).toEqual(E.right(expect.objectContaining({ rateLimitPerSecond: 0, rateLimitBurst: 7 })));
  });

  itRefusesEach([
    ['RATE_LIMIT_PER_SECOND', '-1'],
    ['RATE_LIMIT_PER_SECOND', 'fast'],
    ['RATE_LIMIT_BURST', '0'],
    ['RATE_LIMIT_BURST', '2.5'],
  ]);
});
