import { FixedClock } from './fixed-clock';

describe('FixedClock', () => {
  it('stands still until advanced', () => {
    const clock = new FixedClock(new Date('2026-01-01T00:00:00.000Z'));
    expect(clock.now()).toEqual(clock.now());
    clock.advance(1500);
    expect(clock.now().toISOString()).toBe('2026-01-01T00:00:01.500Z');
  });

  it('answers a copy that a caller cannot change', () => {
    const clock = new FixedClock(new Date('2026-01-01T00:00:00.000Z'));
    clock.now().setFullYear(1999);
    expect(clock.now().toISOString()).toBe('2026-01-01T00:00:00.000Z');
  });
});
