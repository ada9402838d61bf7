import { expectConfigOf, itRefusesEach } from '../test/config-cases';

describe('readConfig: the per-key rate limit', () => {
  it('takes the defaults when nothing is set: 50 a second, bursts of 100', () => {
    expectConfigOf({}, { rateLimitPerSecond: 50, rateLimitBurst: 100 });
  });

  it('reads both, and 0 a second (the limit off)', () => {
    expectConfigOf({ RATE_LIMIT_PER_SECOND: '0', RATE_LIMIT_BURST: '7' }, { rateLimitPerSecond: 0, rateLimitBurst: 7 });
  });

  itRefusesEach([
    ['RATE_LIMIT_PER_SECOND', '-1'],
    ['RATE_LIMIT_PER_SECOND', 'fast'],
    ['RATE_LIMIT_BURST', '0'],
    ['RATE_LIMIT_BURST', '2.5'],
  ]);
});
