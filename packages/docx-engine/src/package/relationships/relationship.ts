/** One relationship of a .rels part. */
export interface Relationship {
  readonly id: string;
  readonly type: string;
  /** The Target attribute as written (entities decoded). */
  readonly target: string;
  readonly targetMode: 'Internal' | 'External';
  /**
   * For an internal relationship, the zip entry name it points to (resolved against the source
   * part, in the package's own spelling when the part exists); undefined for external ones and
   * for targets that climb above the package root. The part may not exist: check `has`.
   */
  readonly targetPart: string | undefined;
}

/** A non-hyperlink relationship to something outside the package (docs/limits.md#links-to-the-outside). */
export interface ExternalRelationship {
  /** The part whose relationship it is ('' for the package itself). */
  readonly sourcePart: string;
  /** The .rels part that declares it. */
  readonly relationshipsPart: string;
  readonly id: string;
  readonly type: string;
  readonly target: string;
}

const HYPERLINK_TYPE_SUFFIX = '/relationships/hyperlink';

/** Hyperlinks are the one kind of external relationship a generated document keeps. */
export const isHyperlinkRelationship = (type: string): boolean => type.endsWith(HYPERLINK_TYPE_SUFFIX);
