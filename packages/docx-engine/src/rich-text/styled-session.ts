import type { TargetPackage } from '../compose/target-package';
import { ListNumbering } from './list-numbering';
import type { RichDocument } from './rich-model';
import { styleIdOf, type StyleKind } from './word-styles';

const HYPERLINK = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink';
const RELATIONSHIPS = new Map([['xmlns:r', 'http://schemas.openxmlformats.org/officeDocument/2006/relationships']]);

/**
 * What styled text adds to one render's output, through the render's TargetPackage: styles the
 * template lacks, abstract lists and numbering instances, hyperlink relationships (one per part
 * and address). Made on first use, per render.
 */
export class StyledSession {
  readonly numbering: ListNumbering;
  private readonly styles = new Map<StyleKind, string>();
  private readonly links = new Map<string, string>();
  private readonly declared = new Set<string>();
  /** Values read in this render, by format and text (a repeat's items often share one). */
  readonly read = new Map<string, RichDocument>();

  constructor(private readonly target: TargetPackage) {
    this.numbering = new ListNumbering(target);
  }

  style(kind: StyleKind): string {
    let id = this.styles.get(kind);
    if (id === undefined) {
      id = styleIdOf(this.target, kind);
      this.styles.set(kind, id);
    }
    return id;
  }

  /** The id of an external hyperlink relationship of `part` to `href` (never fetched). */
  hyperlink(part: string, href: string): string {
    const key = `${part}\n${href}`;
    let id = this.links.get(key);
    if (id === undefined) {
      id = this.target.addRelationship(part, HYPERLINK, href, true);
      this.links.set(key, id);
      if (!this.declared.has(part)) {
        this.declared.add(part);
        this.target.declareNamespaces(part, RELATIONSHIPS);
      }
    }
    return id;
  }
}
