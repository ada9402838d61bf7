import { readFileSync } from 'node:fs';

/*
 * Where the server's time went, from the V8 CPU profile that `--cpu-prof` makes it write: every
 * sample is put in the first group whose test matches its stack, counting only samples between
 * the first and the last one inside the generate route (start-up and upload left out).
 */

type CallFrame = { readonly functionName: string; readonly url: string };
type ProfileNode = { readonly id: number; readonly callFrame: CallFrame; readonly children?: ReadonlyArray<number> };
type CpuProfile = { readonly nodes: ReadonlyArray<ProfileNode>; readonly startTime: number; readonly samples: ReadonlyArray<number>; readonly timeDeltas: ReadonlyArray<number> };

type Stack = ReadonlyArray<CallFrame>;
const anyFrame = (stack: Stack, test: RegExp): boolean => stack.some((frame) => test.test(frame.url));

/** The groups, tested in order: the first that matches takes the sample. */
const GROUPS: ReadonlyArray<readonly [string, (stack: Stack) => boolean]> = [
  ['idle', (stack) => stack[0]?.functionName === '(idle)'],
  ['garbage collection', (stack) => stack[0]?.functionName === '(garbage collector)'],
  ['store: knex + better-sqlite3', (stack) => anyFrame(stack, /node_modules\/(knex|better-sqlite3|tarn)\//)],
  ['engine: zlib', (stack) => anyFrame(stack, /^node:zlib$/) && anyFrame(stack, /packages\/(adapter-)?docx-engine\//)],
  ['engine: the rest (render, zip)', (stack) => anyFrame(stack, /packages\/(adapter-)?docx-engine\//)],
  ['request log (pino)', (stack) => anyFrame(stack, /node_modules\/(pino|sonic-boom)\//)],
  [
    'writing the response (wall time: mostly the process descheduled in writev, see kernel CPU)',
    (stack) => stack.some((frame) => frame.functionName === 'writev') || anyFrame(stack, /_http_outgoing|koa\/lib\/(response|application)/),
  ],
  ['request body: read, JSON.parse, io-ts', (stack) => anyFrame(stack, /read-json-body|decode-exact|raw-body|node_modules\/io-ts\//)],
  ['HTTP parsing, Koa, router', (stack) => anyFrame(stack, /_http_server|_http_common|_http_incoming|koa-compose|@koa\/router|koa\/lib/) && !anyFrame(stack, /(packages|apps)\//)],
  ["Quire's application and adapters (other)", (stack) => anyFrame(stack, /\/(packages|apps)\//)],
  ['fp-ts and promise glue', (stack) => anyFrame(stack, /node_modules\/fp-ts\//) || stack.some((frame) => frame.functionName === 'runMicrotasks')],
  ['other', () => true],
];

/** Time by group in one profile, and its total, between its first and last sample inside the generate route. */
const groupsOf = (file: string): { readonly byGroup: Map<string, number>; readonly total: number } => {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const stacks = new Map<number, Stack>();
  const stackOf = (id: number): Stack => {
    const known = stacks.get(id);
    if (known !== undefined) return known;
    const frames: CallFrame[] = [];
    for (let at: number | undefined = id; at !== undefined; at = parents.get(at)) {
      const node = nodes.get(at);
      if (node !== undefined) frames.push(node.callFrame);
    }
    stacks.set(id, frames);
    return frames;
  };
  let clock = profile.startTime;
  const samples = profile.samples.map((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    clock += delta;
    return { id, at: clock, delta };
  });
  // A handler's frame, not the module being loaded at start-up (its frames also name the file).
  const generating = samples.filter((sample) => {
    const stack = stackOf(sample.id);
    return anyFrame(stack, /generation-routes/) && !stack.some((frame) => frame.functionName === 'Module._load');
  });
  const from = generating[0]?.at ?? Number.POSITIVE_INFINITY;
  const to = generating[generating.length - 1]?.at ?? Number.NEGATIVE_INFINITY;
  const byGroup = new Map<string, number>();
  let total = 0;
  for (const sample of samples) {
    if (sample.at < from || sample.at > to) continue;
    const group = GROUPS.find(([, test]) => test(stackOf(sample.id)))?.[0] ?? 'other';
    byGroup.set(group, (byGroup.get(group) ?? 0) + sample.delta);
    total += sample.delta;
  }
  return { byGroup, total };
};

/** The profiles (one per process of the server) summed: each group's share of the samples taken while the server generated. */
export const summariseProfile = (files: ReadonlyArray<string>): ReadonlyArray<string> => {
  const byGroup = new Map<string, number>();
  let total = 0;
  for (const file of files) {
    const one = groupsOf(file);
    for (const [group, time] of one.byGroup) byGroup.set(group, (byGroup.get(group) ?? 0) + time);
    total += one.total;
  }
  return [
    `Samples of the server while it generated (${(total / 1e6).toFixed(1)} s in ${files.length} process${files.length === 1 ? '' : 'es'}):`,
    '',
    '| where | share |',
    '|---|---:|',
    ...[...byGroup].sort((a, b) => b[1] - a[1]).map(([group, time]) => `| ${group} | ${((100 * time) / Math.max(1, total)).toFixed(1)} % |`),
  ];
};
