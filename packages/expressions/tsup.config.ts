import { defineConfig } from 'tsup';
import { packageBuild } from '../../build/tsup-package';

export default defineConfig(packageBuild());
