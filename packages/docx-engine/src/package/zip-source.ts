import type { DocxPackage } from './docx-package';
import type { ZipEntry } from './zip/zip-entry';

/** The archive a package was read from, kept out of the public interface; writeDocx copies from it. */
export interface ZipSource {
  readonly archive: Buffer;
  /** The entries that are parts, in archive order. */
  readonly entries: readonly ZipEntry[];
}

const sources = new WeakMap<DocxPackage, ZipSource>();

export const attachZipSource = (pkg: DocxPackage, source: ZipSource): void => {
  sources.set(pkg, source);
};

export const zipSourceOf = (pkg: DocxPackage): ZipSource | undefined => sources.get(pkg);
