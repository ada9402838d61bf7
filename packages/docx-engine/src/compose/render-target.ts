import type { DocxPackage } from '../package/docx-package';
import type { DocxChange } from '../package/write-docx';
import { deflatedOnce } from './deflated-parts';
import { TargetPackage, type IdCounters } from './target-package';

/**
 * The package a render adds to (a snippet's styles, lists and parts; pictures from data and
 * their relationships): one per render, made on first use, so that every addition takes its
 * part names and relationship ids from the same counters.
 */
export class RenderTarget {
  private made: TargetPackage | undefined;

  constructor(
    private readonly pkg: DocxPackage,
    private readonly ids: IdCounters,
    /** Numbering instances the render itself makes (restarted lists) take ids from the same counter. */
    private readonly nextNumId: (atLeast: number) => number,
  ) {}

  get target(): TargetPackage {
    this.made ??= new TargetPackage(this.pkg, this.ids, { next: this.nextNumId });
    return this.made;
  }

  /**
   * Writes what was added into the render's changes. Parts whose content depends on what was
   * added and not on the data (styles, numbering, relationships, content types) are deflated once
   * per template and addition (deflatedOnce).
   */
  finish(changes: Map<string, DocxChange>): void {
    if (this.made === undefined) return;
    for (const [name, key] of this.made.finish(changes)) {
      const xml = changes.get(name);
      if (typeof xml === 'string') changes.set(name, deflatedOnce(this.pkg, key, xml));
    }
  }
}
