/**
 * Import rules that eslint cannot see (they are about paths, not single files), checked by
 * `npm run lint:imports` as part of `npm test`. docs/architecture.md says why each holds.
 *
 * @type {import('dependency-cruiser').IConfiguration}
 */

const ENGINE = '^packages/docx-engine/src/';
/** Tests may use any stage: the rules of the engine's layers are for its modules. */
const TESTS = '[.]spec[.]ts$';

/** The engine's stages in the order of the work (DESIGN.md): each imports only the ones before it. */
const STAGES = ['(package|xml|structure)', 'part-model', 'tags', 'program', 'compile'];
/** What comes after every stage of the compile side: the analysis and the render. */
const BRANCHES = ['analyse', 'vocabulary', 'render', 'compose', 'compare'];

const stageOrder = STAGES.map((stage, index) => ({
  name: `engine-stage-order-${index + 1}`,
  severity: 'error',
  comment: `The engine's ${stage}/ is a stage before ${[...STAGES.slice(index + 1), ...BRANCHES].join('/, ')}/: it must not import them.`,
  from: { path: `${ENGINE}${stage}/`, pathNot: TESTS },
  to: { path: `${ENGINE}(${[...STAGES.slice(index + 1), ...BRANCHES].join('|')})/` },
}));

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'A module must not import one that imports it back (type-only imports included: a circle of types is a circle of concepts). ' +
        'Break it by declaring what the called side needs where it is called from, or by passing it in.',
      from: {
        path: '^(packages|apps)/[^/]+/src/',
      },
      to: { circular: true },
    },
    ...stageOrder,
    {
      name: 'engine-compile-side-before-render',
      severity: 'error',
      comment: 'Compile once, render many: nothing on the compile side (nor anything it uses) may depend on the render.',
      from: { path: `${ENGINE}(package|xml|structure|part-model|tags|program|compile|analyse|vocabulary)/`, pathNot: TESTS },
      to: { path: `${ENGINE}(render|compose)/`, reachable: true },
    },
    {
      name: 'engine-branches-apart',
      severity: 'error',
      comment: 'The analysis and the render are two branches after compile: neither imports the other.',
      from: { path: `${ENGINE}(render|compose)/`, pathNot: TESTS },
      to: { path: `${ENGINE}analyse/` },
    },
    {
      name: 'engine-compare-on-the-package',
      severity: 'error',
      comment: 'The compare reads packages and their XML as they are: it uses the first stage (package/, xml/, structure/) and nothing of templates.',
      from: { path: `${ENGINE}compare/`, pathNot: TESTS },
      to: { path: `${ENGINE}(part-model|tags|program|compile|analyse|vocabulary|render|compose|markers|pictures|rich-text|filters)/` },
    },
    {
      name: 'engine-program-nodes-stand-alone',
      severity: 'error',
      comment: "The program's node types live in program/: the node union uses nothing of the features that find or render nodes.",
      from: { path: `${ENGINE}program/program[.]ts$` },
      to: { path: `${ENGINE}(markers|pictures)/`, reachable: true },
    },
    {
      name: 'engine-nested-content-through-the-state',
      severity: 'error',
      comment:
        'What renders nested content (markers, snippets) or is called by the render (pictures, styled text, filters) ' +
        'renders through state.render, never by importing the render that calls it.',
      from: { path: `${ENGINE}(compose|markers|pictures|rich-text|filters)/`, pathNot: TESTS },
      to: { path: `${ENGINE}render/render-(program|template)[.]ts$`, reachable: true },
    },
  ],
  options: {
    // Type-only imports count: they are dependencies of the design, if not of the running code.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};
