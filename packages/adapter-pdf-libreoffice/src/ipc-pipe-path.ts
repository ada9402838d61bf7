import { createHash } from 'node:crypto';

/**
 * The socket through which soffice instances on one profile find each other:
 * `/tmp/OSL_PIPE_<uid>_SingleOfficeIPC_<hash>`, the hash being the MD5 of the profile URL as UTF-16,
 * each byte in hex without padding (LibreOffice's desktop/source/app/officeipcthread.cxx; the
 * directory is fixed, not TMPDIR). A soffice that is killed leaves it behind; the worker removes it.
 */
export const ipcPipePath = (profileUrl: string, uid: number): string => {
  const digest = createHash('md5').update(Buffer.from(profileUrl, 'utf16le')).digest();
  const hash = [...digest].map((byte) => byte.toString(16)).join('');
  return `/tmp/OSL_PIPE_${uid}_SingleOfficeIPC_${hash}`;
};
