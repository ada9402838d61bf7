import type { Clock } from '@quire/ports/platform/clock';

/** A Clock that stands still until a test moves it. */
export class FixedClock implements Clock {
  private current: number;

  constructor(start: Date = new Date('2026-01-01T00:00:00.000Z')) {
    this.current = start.getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  /** Moves the clock forward by `ms` milliseconds. */
  advance(ms: number): void {
    this.current += ms;
  }

  set(at: Date): void {
    this.current = at.getTime();
  }
}
