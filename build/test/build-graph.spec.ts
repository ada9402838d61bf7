import { execFileSync } from 'node:child_process';
import * as path from 'node:path';

/*
 * What `npm run build` builds, as turbo plans it (a dry run: nothing is built). turbo refuses a
 * cycle in the package graph (a devDependency counts), so this fails as soon as one appears,
 * and it names every package that has something to build (docs/architecture.md lists the same).
 */
const REPO = path.join(__dirname, '..', '..');
const TURBO = path.join(REPO, 'node_modules', '.bin', 'turbo');

type DryRun = { readonly tasks: ReadonlyArray<{ readonly taskId: string; readonly command: string }> };

describe('npm run build', () => {
  it('plans without a cycle and builds the published packages and the production server', () => {
    const plan = JSON.parse(execFileSync(TURBO, ['run', 'build', '--dry=json'], { cwd: REPO, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 })) as DryRun;
    const built = plan.tasks.filter((task) => task.command !== '<NONEXISTENT>').map((task) => task.taskId);
    expect(built.sort()).toEqual(['@quire/client#build', '@quire/docx-engine#build', '@quire/domain#build', '@quire/expressions#build', '@quire/server#build']);
  });
});
