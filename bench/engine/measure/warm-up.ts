/** The steady-state rule (docs/performance.md): at least `renders` renders AND at least `ms` of rendering, whichever is longer. */
export type WarmUpRule = { readonly renders: number; readonly ms: number };

/** Renders until V8 has optimised what the engine runs; answers how many renders that took. */
export const warmUp = (render: () => unknown, rule: WarmUpRule): number => {
  const start = process.hrtime.bigint();
  let renders = 0;
  while (renders < rule.renders || Number(process.hrtime.bigint() - start) / 1e6 < rule.ms) {
    render();
    renders += 1;
  }
  return renders;
};
