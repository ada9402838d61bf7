import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/** CPU time a process and its children (every thread of each) have used so far, and their memory. */
export type ProcessUsage = {
  readonly cpuMs: number;
  /** CPU time of the main threads alone (the event loops that serve HTTP): /proc/<pid>/task/<pid>/stat of each process. */
  readonly mainThreadCpuMs: number;
  /** Of it, time in the kernel (on loopback the sender's system calls also run the receiving side of TCP). */
  readonly systemCpuMs: number;
  /** The processes' resident memory together (VmRSS), and the sum of each one's peak (VmHWM). */
  readonly rssMiB: number;
  readonly peakRssMiB: number;
  /** How many processes were counted (the server's HTTP processes and their primary). */
  readonly processes: number;
};

const clockTicksPerSecond = ((): number => {
  try {
    const ticks = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
    return Number.isFinite(ticks) && ticks > 0 ? ticks : 100;
  } catch {
    return 100;
  }
})();

const kibOfStatus = (status: string, field: string): number => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);

/** The fields of a /proc stat file after the command name (which may hold spaces). */
const statFields = (file: string): ReadonlyArray<string> => {
  const stat = readFileSync(file, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
};

/**
 * utime, stime and the children's cutime + cstime (clock ticks): a dead child's time moves from
 * its own line into its parent's cutime, so a worker restarted during a step still counts.
 */
const cpuTicksOf = (file: string): { user: number; system: number; children: number } => {
  const fields = statFields(file);
  return { user: Number(fields[11]), system: Number(fields[12]), children: Number(fields[13]) + Number(fields[14]) };
};

/** The pid and every live descendant of it (their parent ids read from /proc). */
const treeOf = (root: number): ReadonlyArray<number> => {
  const parents = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const parent = Number(statFields(`/proc/${entry}/stat`)[1]);
      parents.set(parent, [...(parents.get(parent) ?? []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  const tree: number[] = [];
  const walk = (pid: number): void => {
    tree.push(pid);
    for (const child of parents.get(pid) ?? []) walk(child);
  };
  walk(root);
  return tree;
};

/**
 * The CPU and memory of a process and all its descendants (with WEB_CONCURRENCY the server is a
 * primary and its HTTP processes): utime + stime of every /proc/<pid>/stat (all threads), the
 * root's reaped children, VmRSS / VmHWM of /proc/<pid>/status. Linux only; NaN elsewhere.
 */
export const processTreeUsage = (root: number): ProcessUsage => {
  try {
    let cpuTicks = 0;
    let mainTicks = 0;
    let systemTicks = 0;
    let rssKiB = 0;
    let peakKiB = 0;
    const tree = treeOf(root);
    for (const pid of tree) {
      try {
        const { user, system, children } = cpuTicksOf(`/proc/${pid}/stat`);
        const main = cpuTicksOf(`/proc/${pid}/task/${pid}/stat`);
        const status = readFileSync(`/proc/${pid}/status`, 'utf8');
        cpuTicks += user + system + (pid === root ? children : 0);
        mainTicks += main.user + main.system;
        systemTicks += system;
        rssKiB += kibOfStatus(status, 'VmRSS');
        peakKiB += kibOfStatus(status, 'VmHWM');
      } catch (error) {
        if (pid === root) throw error;
      }
    }
    const ms = (ticks: number): number => (ticks * 1000) / clockTicksPerSecond;
    return { cpuMs: ms(cpuTicks), mainThreadCpuMs: ms(mainTicks), systemCpuMs: ms(systemTicks), rssMiB: rssKiB / 1024, peakRssMiB: peakKiB / 1024, processes: tree.length };
  } catch {
    return { cpuMs: Number.NaN, mainThreadCpuMs: Number.NaN, systemCpuMs: Number.NaN, rssMiB: Number.NaN, peakRssMiB: Number.NaN, processes: 0 };
  }
};
