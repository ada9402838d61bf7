module.exports = { ...require('../jest.preset.js'), testMatch: ['<rootDir>/{console,client}/**/*.spec.ts'] };
