import { findElements } from '../read-xml-attributes';
import { resolveRelationshipTarget } from '../part-names';
import type { Relationship } from './relationship';

/**
 * Reads the relationships of a .rels part. `canonicalName` maps a resolved target to the
 * package's own spelling of that entry (part names compare case-insensitively).
 */
export const parseRelationships = (
  relsXml: string,
  sourcePart: string,
  canonicalName: (name: string) => string,
): readonly Relationship[] =>
  findElements(relsXml, 'Relationship').map((attributes) => {
    const target = attributes.get('Target') ?? '';
    const targetMode = attributes.get('TargetMode')?.toLowerCase() === 'external' ? 'External' : 'Internal';
    const resolved = targetMode === 'Internal' ? resolveRelationshipTarget(sourcePart, target) : undefined;
    return {
      id: attributes.get('Id') ?? '',
      type: attributes.get('Type') ?? '',
      target,
      targetMode,
      targetPart: resolved === undefined ? undefined : canonicalName(resolved),
    };
  });
