import { defineConfig } from 'tsup';
import { packageBuild } from '../../build/tsup-package';

/** The engine carries the expressions language inside it (code and declarations): its tarball installs alone (ADR 0060). */
export default defineConfig(packageBuild({ noExternal: ['@quire/expressions'] }));
