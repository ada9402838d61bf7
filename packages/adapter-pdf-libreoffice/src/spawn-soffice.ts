import { spawn, type ChildProcess } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { trackProcessGroup } from './live-process-groups';

export type SofficeProcessOptions = {
  readonly sofficePath: string;
  /** The profile (LibreOffice "user installation") directory this soffice uses, and no other does. */
  readonly profileDir: string;
  readonly cwd: string;
  /** HOME of soffice: never the user's. */
  readonly home: string;
  readonly tmpDir: string;
  readonly env?: Readonly<Record<string, string>>;
};

/**
 * Starts headless soffice in a process group of its own (so that it can be killed with its children),
 * tracked so that it does not outlive this process. It gets only the environment it needs: none of the
 * server's settings or secrets.
 */
export const spawnSoffice = (options: SofficeProcessOptions, args: ReadonlyArray<string>): ChildProcess => {
  const child = spawn(
    options.sofficePath,
    [`-env:UserInstallation=${pathToFileURL(options.profileDir).href}`, '--headless', '--invisible', '--nologo', '--nodefault', '--norestore', '--nolockcheck', ...args],
    {
      cwd: options.cwd,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        PATH: process.env['PATH'] ?? '/usr/bin:/bin',
        ...(process.env['LANG'] === undefined ? {} : { LANG: process.env['LANG'] }),
        HOME: options.home,
        TMPDIR: options.tmpDir,
        ...options.env,
      },
    },
  );
  if (child.pid !== undefined) trackProcessGroup(child.pid);
  return child;
};
