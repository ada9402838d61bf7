import type { DocxPackage } from '../docx-package';
import { dropExternalRelationships } from './drop-external-relationships';

export interface ExternalRelationshipChange {
  /** The part whose relationships they were ('' for the package): its elements that use `droppedIds` must go too. */
  readonly sourcePart: string;
  /** The new text of the .rels part. */
  readonly xml: string;
  readonly droppedIds: readonly string[];
}

/**
 * For every .rels part holding a non-hyperlink external relationship, its text without them,
 * by .rels part name (ready to be put in writeDocx's changes), and the ids dropped.
 */
export const externalRelationshipChanges = (pkg: DocxPackage): ReadonlyMap<string, ExternalRelationshipChange> => {
  const changes = new Map<string, ExternalRelationshipChange>();
  for (const { relationshipsPart, sourcePart } of pkg.externalRelationships) {
    if (changes.has(relationshipsPart)) continue;
    const { xml, droppedIds } = dropExternalRelationships(pkg.text(relationshipsPart));
    changes.set(relationshipsPart, { sourcePart, xml, droppedIds });
  }
  return changes;
};
