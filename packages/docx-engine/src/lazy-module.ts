/**
 * A module loaded the first time it is used rather than when the engine loads: the parsers only
 * some templates need (markdown and HTML values, pictures' headers, numbers in words, dates) and
 * the document diff would otherwise make every start of the engine (a server, a worker thread, the
 * CLI) pay for them. `load` is a `require` written where the module is used, so that bundlers
 * still see what it loads; the module is loaded once.
 */
export const lazyModule = <M>(load: () => M): (() => M) => {
  let loaded: M | undefined;
  return () => (loaded ??= load());
};
