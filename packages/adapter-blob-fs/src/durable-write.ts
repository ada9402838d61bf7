import { createHash, randomBytes } from 'node:crypto';
import { type FileHandle, mkdir, open, rename, unlink } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/** fsync of a folder, so that a rename or a new entry in it survives a power cut. */
export const syncDirectory = async (directory: string): Promise<void> => {
  const handle = await open(directory, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
};

/** Creates the folder (and its parents) and makes the new entries durable. */
export const ensureDirectory = async (directory: string): Promise<void> => {
  const firstCreated = await mkdir(directory, { recursive: true });
  if (firstCreated === undefined) return;
  for (let current = directory; current.length >= firstCreated.length; current = dirname(current)) await syncDirectory(dirname(current));
};

/** The name of a temp file writeTempFile makes (24 hex digits, `.tmp`): the sweep of abandoned writes takes these alone. */
export const TEMP_FILE = /^[0-9a-f]{24}\.tmp$/;

/**
 * Creates a new file in `tempDir`, lets `write` fill it, syncs and closes it; answers its path and
 * what `write` answered. When writing fails the file is closed and removed, and the error thrown.
 */
const inNewTempFile = async <T>(tempDir: string, write: (handle: FileHandle) => Promise<T>): Promise<{ path: string; written: T }> => {
  await ensureDirectory(tempDir);
  const path = join(tempDir, `${randomBytes(12).toString('hex')}.tmp`);
  const handle = await open(path, 'wx', 0o644);
  let written: T;
  try {
    written = await write(handle);
    await handle.sync();
  } catch (error) {
    await handle.close();
    await unlink(path).catch(() => undefined);
    throw error;
  }
  await handle.close();
  return { path, written };
};

/** Writes the bytes to a new file in `tempDir` and syncs it; answers its path. */
export const writeTempFile = async (tempDir: string, bytes: Uint8Array): Promise<string> => (await inNewTempFile(tempDir, (handle) => handle.writeFile(bytes))).path;

/** Bytes gathered before one write of a streamed blob. */
const WRITE_BATCH_BYTES = 1024 * 1024;

/** Writes the chunks to a new file in `tempDir` as they come, hashing them, and syncs it; answers its path, SHA-256 and size. A source that throws removes the file. */
export const writeTempStream = async (tempDir: string, chunks: AsyncIterable<Uint8Array>): Promise<{ path: string; digest: string; size: number }> => {
  const { path, written } = await inNewTempFile(tempDir, async (handle) => {
    const hash = createHash('sha256');
    let size = 0;
    // Small chunks (a part's length fields, a zip's local headers) are gathered into writes of about WRITE_BATCH_BYTES.
    let pending: Uint8Array[] = [];
    let pendingBytes = 0;
    const flush = async (): Promise<void> => {
      if (pendingBytes === 0) return;
      const joined = pending.length === 1 ? pending[0]! : Buffer.concat(pending, pendingBytes);
      pending = [];
      pendingBytes = 0;
      for (let done = 0; done < joined.length; ) done += (await handle.write(joined, done)).bytesWritten;
    };
    for await (const chunk of chunks) {
      hash.update(chunk);
      pending.push(chunk);
      pendingBytes += chunk.length;
      size += chunk.length;
      if (pendingBytes >= WRITE_BATCH_BYTES) await flush();
    }
    await flush();
    return { digest: hash.digest('hex'), size };
  });
  return { path, ...written };
};

/** Moves a synced temp file to `target` and makes the rename durable (the folder synced). */
export const renameDurably = async (temp: string, target: string): Promise<void> => {
  try {
    await ensureDirectory(dirname(target));
    await rename(temp, target);
  } catch (error) {
    await unlink(temp).catch(() => undefined);
    throw error;
  }
  await syncDirectory(dirname(target));
};

/**
 * Puts the bytes at `target` atomically and durably: a temp file on the same filesystem, fsync,
 * rename into place, fsync of the target folder. A crash leaves either no file or the whole file
 * (and perhaps a stray temp file, which listings ignore).
 */
export const writeFileDurably = async (tempDir: string, target: string, bytes: Uint8Array): Promise<void> => renameDurably(await writeTempFile(tempDir, bytes), target);
