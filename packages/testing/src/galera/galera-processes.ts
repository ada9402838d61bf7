import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/** The first of these files that exists, else an error saying what to install. */
export const firstExisting = (candidates: ReadonlyArray<string>, install: string): string => {
  const found = candidates.find((candidate) => existsSync(candidate));
  if (found === undefined) throw new Error(`none of ${candidates.join(', ')} exists: install ${install}`);
  return found;
};

/** Is this program on the PATH? */
export const onPath = (program: string): boolean => (process.env['PATH'] ?? '').split(':').some((folder) => folder !== '' && existsSync(`${folder}/${program}`));

/**
 * The user the servers run as. As root they run as `mysql` (mariadbd refuses root, and the rsync
 * state transfer of a joiner fails as root), and their folders belong to it; otherwise as whoever
 * runs this.
 */
export const serverAccount = (): { readonly user: string; readonly uid: number; readonly gid: number } | null => {
  if (process.getuid?.() !== 0) return null;
  const id = (flag: string): number => Number(execFileSync('id', [flag, 'mysql'], { encoding: 'utf8' }).trim());
  return { user: 'mysql', uid: id('-u'), gid: id('-g') };
};

const argumentsOf = (pid: number): ReadonlyArray<string> => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\u0000');
  } catch {
    return [];
  }
};

/** The programs a node runs: the server, and for a state transfer its script and rsync daemon. */
const NODE_PROGRAM = /(^|\/)(mariadbd|mysqld|rsync|wsrep_sst_[a-z_]+)$/;

/** Is this process a node of the cluster in `folder`, or part of one's state transfer? Never a shell or a tool that names the folder. */
const belongsTo = (pid: number, folder: string): boolean => {
  const args = argumentsOf(pid);
  return args.slice(0, 3).some((arg) => NODE_PROGRAM.test(arg)) && args.some((arg) => arg.includes(folder));
};

/** Has the process ended (gone, or a zombie its parent has not reaped yet)? */
const ended = (pid: number): boolean => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z');
  } catch {
    return true;
  }
};

/** The processes of the cluster in this folder: its nodes, and their state transfer scripts and rsync daemons. */
export const processesOf = (folder: string): ReadonlyArray<number> =>
  readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => pid !== process.pid && !ended(pid) && belongsTo(pid, folder));

/**
 * Ends a node at once (SIGKILL), with its process group: a node is started as the leader of its own
 * group, so a state transfer it was running (a script, an rsync daemon) ends with it. Only a process
 * of the cluster in `folder` is signalled: a pid reused since is left alone.
 */
export const killNode = async (pid: number, folder: string, timeoutMs = 10_000): Promise<void> => {
  if (!belongsTo(pid, folder)) return;
  for (const target of [-pid, pid]) {
    try {
      process.kill(target, 'SIGKILL');
    } catch {
      // Already gone (ESRCH), or not a group leader.
    }
  }
  const deadline = Date.now() + timeoutMs;
  while (!ended(pid)) {
    if (Date.now() > deadline) throw new Error(`process ${pid} did not end within ${timeoutMs} ms of SIGKILL`);
    await sleep(50);
  }
};

/** The last lines of a node's error log (it holds no secret: the test servers have no passwords). */
export const tailOf = (file: string, lines = 30): string => {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no error log)';
  }
};
