/**
 * The soffice process groups this process started. Workers run in their own process group (so that a
 * timeout can kill soffice with all its children), which also means they would outlive this process:
 * on exit, whatever is left is killed.
 */
const groups = new Set<number>();
let hooked = false;

const killGroup = (pgid: number): void => {
  try {
    process.kill(-pgid, 'SIGKILL');
  } catch {
    // already gone
  }
};

export const killProcessGroup = (pgid: number): void => {
  killGroup(pgid);
  groups.delete(pgid);
};

export const trackProcessGroup = (pgid: number): void => {
  groups.add(pgid);
  if (!hooked) {
    hooked = true;
    process.once('exit', () => groups.forEach(killGroup));
  }
};
