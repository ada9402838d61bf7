import type { XmlElement } from './part-model';

const EXTERNAL_REFERENCE = /\br:([A-Za-z]+)\s*=\s*"([^"]*)"/g;

export type ExternalReferenceCollector = ReturnType<typeof externalReferenceCollector>;

/** Finds the elements (or attributes) pointing at the part's external relationships that are dropped: ranges to remove. */
export const externalReferenceCollector = (xml: string, externalIds: ReadonlySet<string>) => {
  const references: { start: number; end: number }[] = [];
  /** Elements to remove whole, known once they close. */
  const pending = new Set<XmlElement>();
  return {
    references,
    open(element: XmlElement, selfClosing: boolean): void {
      const tag = xml.slice(element.start, element.startTagEnd);
      if (!tag.includes(' r:')) return;
      for (const match of tag.matchAll(EXTERNAL_REFERENCE)) {
        if (!externalIds.has(match[2] ?? '')) continue;
        // A linked image that is also embedded keeps its embedded copy: only the link goes.
        if (match[1] === 'link' && /\br:embed\s*=/.test(tag)) {
          const start = element.start + (match.index ?? 0);
          references.push({ start: start - 1, end: start + match[0].length });
        } else if (selfClosing) references.push({ start: element.start, end: element.end });
        else pending.add(element);
        return;
      }
    },
    close(element: XmlElement): void {
      if (pending.has(element)) references.push({ start: element.start, end: element.end });
    },
  };
};
