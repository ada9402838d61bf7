import type { ContentTypes } from './content-types';
import type { ExternalRelationship, Relationship } from './relationships/relationship';

/**
 * An opened, checked .docx. Every limit and safety check of docs/limits.md#reading-a-docx has passed when you
 * hold one. Part names are zip entry names (`word/document.xml`, no leading slash) and compare
 * case-insensitively, as OPC part names do; directory entries are not parts and are left out.
 */
export interface DocxPackage {
  /** Part names in archive order, in the package's own spelling. */
  readonly names: readonly string[];
  /** The main document part, found through `_rels/.rels` (normally `word/document.xml`). */
  readonly mainDocumentPart: string;
  readonly contentTypes: ContentTypes;
  /** Every TargetMode="External" relationship that is not a hyperlink, in every .rels part. */
  readonly externalRelationships: readonly ExternalRelationship[];
  /** The size in bytes of the .docx file that was opened. */
  readonly size: number;
  has(name: string): boolean;
  /** The package's own spelling of a part name, or undefined when there is no such part. */
  partName(name: string): string | undefined;
  /** The content type of a part ([Content_Types].xml override, else extension default). */
  contentTypeOf(name: string): string | undefined;
  /**
   * The text of a part. XML parts were decoded on open (a part not in UTF-8 is returned
   * declaring UTF-8, as it would be written back); other parts are read as UTF-8.
   * Throws for a part that does not exist (check `has` first): that is a programming error.
   */
  text(name: string): string;
  /** The inflated bytes of a part (a fresh copy each call). Throws for a part that does not exist. */
  bytes(name: string): Uint8Array;
  /** The relationships of a part ('' for the package's own `_rels/.rels`); empty when it has none. */
  relationships(partName: string): readonly Relationship[];
}
