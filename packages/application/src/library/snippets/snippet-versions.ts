import type { SnippetId } from '@quire/domain/library/library-ids';
import type { Snippet, SnippetVersion } from '@quire/domain/library/snippets/snippet';
import type { Ports } from '@quire/ports/ports';
import type * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../../app-error';
import type { Principal } from '../../principal';
import { type CompareFileVersions, compareFileVersions, type DownloadFileVersion, downloadFileVersion, listFileVersions } from '../file-versions';

export type ListSnippetVersions = (input: { readonly principal: Principal; readonly id: SnippetId }) => TE.TaskEither<AppError, { readonly item: Snippet; readonly versions: ReadonlyArray<SnippetVersion> }>;

/** `GET /Snippets/:id/Versions`: the snippet and every file version of it, the first (1) first, the current one last. */
export const listSnippetVersions = ({ snippets }: Pick<Ports, 'snippets'>): ListSnippetVersions => listFileVersions('Snippet', snippets);

/** `GET /Snippets/:id/Versions/:n/Download`: file version n exactly as it was stored; an unknown n is NotFound. */
export const downloadSnippetVersion = ({ snippets, blobs }: Pick<Ports, 'snippets' | 'blobs'>): DownloadFileVersion<SnippetId> => downloadFileVersion('Snippet', snippets, blobs);

/** `GET /Snippets/:id/Versions/:a/Compare/:b`: file version b with tracked changes against version a. */
export const compareSnippetVersions = (deps: Pick<Ports, 'snippets' | 'blobs' | 'comparer' | 'clock'>): CompareFileVersions<SnippetId> =>
  compareFileVersions(deps, downloadSnippetVersion(deps));
