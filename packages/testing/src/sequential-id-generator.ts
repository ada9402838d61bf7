import type { IdGenerator } from '@quire/ports/platform/id-generator';

/** Predictable ids (`id-000001`, `id-000002`, ...) whose text order is their creation order. */
export class SequentialIdGenerator implements IdGenerator {
  private counter = 0;

  constructor(private readonly prefix = 'id') {}

  next(): string {
    this.counter += 1;
    return `${this.prefix}-${String(this.counter).padStart(6, '0')}`;
  }
}
