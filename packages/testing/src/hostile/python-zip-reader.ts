import { spawnSync } from 'node:child_process';

/** One entry as Python's zipfile reads it (walking the central directory by its size). */
export interface PythonZipEntry {
  readonly name: string;
  /**
   * The content decoded as UTF-8 (binary parts come out garbled, which tests do not read); null
   * when zipfile refuses to read it (its local header names another entry).
   */
  readonly text: string | null;
}

const SCRIPT = String.raw`
import io, json, sys, zipfile
archive = zipfile.ZipFile(io.BytesIO(sys.stdin.buffer.read()))
def text(info):
    try:
        return archive.open(info).read().decode("utf-8", "replace")
    except zipfile.BadZipFile:
        return None
print(json.dumps([{"name": info.filename, "text": text(info)} for info in archive.infolist()]))
`;

/**
 * The entries of a zip as an ordinary reader outside our code sees them: Python's zipfile (the
 * system python, present wherever the tests run). Used to show that a hostile generator made
 * what it says.
 */
export const readZipWithPython = (bytes: Uint8Array): readonly PythonZipEntry[] => {
  const run = spawnSync('python3', ['-c', SCRIPT], { input: bytes, maxBuffer: 256 * 1024 * 1024 });
  if (run.status !== 0) throw new Error(`python3 zipfile failed: ${run.stderr.toString()}`);
  return JSON.parse(run.stdout.toString()) as PythonZipEntry[];
};

/** The names of the local headers, walked from the start of the file as a streaming reader does. */
export const localHeaderNames = (bytes: Uint8Array): readonly string[] => {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const names: string[] = [];
  let at = 0;
  while (at + 30 <= buffer.length && buffer.readUInt32LE(at) === 0x04034b50) {
    const nameLength = buffer.readUInt16LE(at + 26);
    const extraLength = buffer.readUInt16LE(at + 28);
    names.push(buffer.subarray(at + 30, at + 30 + nameLength).toString('utf8'));
    at += 30 + nameLength + extraLength + buffer.readUInt32LE(at + 18);
  }
  return names;
};
