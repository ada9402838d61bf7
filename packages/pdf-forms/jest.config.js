const preset = require('../../jest.preset.js');

/** The preset, plus the ES-module-only PDF library turned into CommonJS for jest (see the transform). */
module.exports = {
  ...preset,
  transform: { ...preset.transform, '^.+\\.m?js$': '<rootDir>/test/esm-to-cjs-transform.js' },
  transformIgnorePatterns: ['/node_modules/(?!(@libpdf|@noble|@scure)/)'],
  moduleFileExtensions: [...preset.moduleFileExtensions, 'mjs'],
};
