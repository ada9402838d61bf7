import type { StyleSheet } from '../part-model/style-sheet';

/** The target's styles and the ones imported into it during one composition. */
export class TargetStyles {
  private readonly ids: Set<string>;
  private readonly names: Set<string>;
  private readonly byShape = new Map<string, string>();

  constructor(
    private readonly sheet: StyleSheet | undefined,
    private readonly added: string[],
  ) {
    this.ids = new Set([...(sheet?.byId.keys() ?? [])].map((id) => id.toLowerCase()));
    this.names = new Set(sheet?.names ?? []);
  }

  /** The target style a source style can use as it is: the one of the same id (else of the same name) whose definition is equal. */
  sameAs(id: string, name: string | undefined, isEqual: (targetXml: string) => boolean): string | undefined {
    const byId = this.sheet?.byId.get(id);
    if (byId !== undefined) return isEqual(byId.xml) ? id : undefined;
    if (name === undefined || !this.names.has(name.toLowerCase())) return undefined;
    for (const style of this.sheet?.byId.values() ?? []) if (style.name?.toLowerCase() === name.toLowerCase() && isEqual(style.xml)) return style.id;
    return undefined;
  }

  /** A style already imported with this shape (definition without id and name). */
  importedAs(shape: string): string | undefined {
    return this.byShape.get(shape);
  }

  /** The id and name themselves when free, else with a number: `Heading1_2`, "heading 1 2". */
  freeIdAndName(id: string, name: string | undefined): { id: string; name: string | undefined } {
    if (!this.ids.has(id.toLowerCase()) && (name === undefined || !this.names.has(name.toLowerCase()))) return { id, name };
    for (let counter = 2; ; counter++) {
      const candidate = `${id}_${counter}`;
      const candidateName = name === undefined ? undefined : `${name} ${counter}`;
      if (this.ids.has(candidate.toLowerCase()) || (candidateName !== undefined && this.names.has(candidateName.toLowerCase()))) continue;
      return { id: candidate, name: candidateName };
    }
  }

  add(shape: string, id: string, xml: string): void {
    this.ids.add(id.toLowerCase());
    const name = /<w:name\b[^>]*?w:val="([^"]*)"/.exec(xml)?.[1];
    if (name !== undefined) this.names.add(name.toLowerCase());
    this.byShape.set(shape, id);
    this.added.push(xml);
  }
}
