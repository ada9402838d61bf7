import { readdirSync, readFileSync } from 'node:fs';

type Process = { readonly pid: number; readonly command: string; readonly group: number; readonly cpuTicks: number };

/** Every process, from /proc: pid, command name and process group. */
const processes = (): ReadonlyArray<Process> =>
  readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .flatMap((name) => {
      try {
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
        // "pid (comm) state ppid pgrp ...": comm may hold spaces and parentheses, so split at the last ")".
        const close = stat.lastIndexOf(')');
        const command = stat.slice(stat.indexOf('(') + 1, close);
        const fields = stat.slice(close + 2).split(' ');
        const state = fields[0];
        const cpuTicks = Number(fields[11]) + Number(fields[12]);
        return state === 'Z' ? [] : [{ pid: Number(name), command, group: Number(fields[2]), cpuTicks }];
      } catch {
        return [];
      }
    });

/** Pids of the living processes of a process group. */
export const processesInGroup = (group: number): ReadonlyArray<number> => processes().filter((p) => p.group === group).map((p) => p.pid);

/** Pids of the soffice.bin processes (LibreOffice itself, below its launcher) of a process group. */
export const sofficeBinInGroup = (group: number): ReadonlyArray<number> =>
  processes()
    .filter((p) => p.group === group && p.command.startsWith('soffice.bin'))
    .map((p) => p.pid);

/** CPU time (user + system, in clock ticks) used so far by the soffice.bin processes of a process group. */
export const sofficeCpuTicks = (group: number): number =>
  processes()
    .filter((p) => p.group === group && p.command.startsWith('soffice.bin'))
    .reduce((sum, p) => sum + p.cpuTicks, 0);

/** Polls `check` until it is true; false if it never was within `limitMs` (a limit, not a measurement). */
export const eventually = async (check: () => boolean, limitMs = 60_000): Promise<boolean> => {
  const until = Date.now() + limitMs;
  while (Date.now() < until) {
    if (check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return check();
};
