/**
 * Jest runs CommonJS; @libpdf/core (with @noble and @scure), openid-client (with oauth4webapi and
 * jose) and oidc-provider ship only ES modules
 * (node 20.19+ requires them natively, jest's own module loader does not). This turns those
 * files into CommonJS with esbuild, the way tsx does at run time.
 */
const { transformSync } = require('esbuild');
const { createHash } = require('node:crypto');

module.exports = {
  process(source, filename) {
    const { code, map } = transformSync(source, { loader: 'js', format: 'cjs', target: 'node20', sourcemap: 'external', sourcefile: filename });
    return { code, map };
  },
  getCacheKey(source, filename) {
    return createHash('sha256').update('esm-to-cjs-1').update(filename).update(source).digest('hex');
  },
};
