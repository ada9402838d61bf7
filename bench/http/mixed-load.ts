import { setTimeout as sleep } from 'node:timers/promises';
import type { BenchmarkCase } from '../engine/template/benchmark-case';
import { createTenantKey, type ServerProcess } from '@quire/server/test/server-process';
import { runLoad, type LoadResult } from './load';
import { prepareTemplate } from './prepare-template';
import { generateBody, generatePath } from './quire-api';

/** Letters of one tenant alone, then while another tenant renders large documents without pause (the "every core" bars of docs/performance.md). */
export type MixedLoad = {
  readonly heavyDocument: string;
  readonly heavyConnections: number;
  readonly letterConnections: number;
  readonly lettersAlone: LoadResult;
  readonly lettersBeside: LoadResult;
  /** The large documents' own load, over the whole time the letters beside them ran. */
  readonly heavy: LoadResult;
};

export type MixedLoadOptions = {
  readonly heavy: BenchmarkCase;
  readonly letter: BenchmarkCase;
  readonly heavyConnections: number;
  readonly letterConnections: number;
  readonly durationSeconds: number;
  readonly warmUpSeconds: number;
};

/**
 * The bootstrap tenant uploads the large document and a second tenant (made with the CLI) the
 * letter. The letters are measured alone, then again while `heavyConnections` connections render
 * the large document continuously, from `warmUpSeconds` after the large documents started (so that
 * every worker is busy with them) until the time is up.
 */
export const runMixedLoad = async (server: ServerProcess, options: MixedLoadOptions): Promise<MixedLoad> => {
  const letterApi = { url: server.url, apiKey: await createTenantKey(server, 'Letters') };
  const heavyId = await prepareTemplate(server, options.heavy, new Set());
  const letterId = await prepareTemplate(letterApi, options.letter, new Set());
  const letters = { url: server.url, method: 'POST' as const, path: generatePath(letterId), apiKey: letterApi.apiKey, body: generateBody(options.letter.data) };
  const heavyRequest = { url: server.url, method: 'POST' as const, path: generatePath(heavyId), apiKey: server.apiKey, body: generateBody(options.heavy.data) };
  if (options.warmUpSeconds > 0) {
    await runLoad({ ...letters, connections: 4, durationSeconds: options.warmUpSeconds });
    await runLoad({ ...heavyRequest, connections: options.heavyConnections, durationSeconds: options.warmUpSeconds });
  }
  await sleep(300);
  const lettersAlone = await runLoad({ ...letters, connections: options.letterConnections, durationSeconds: options.durationSeconds });
  await sleep(300);
  const heavyRun = runLoad({ ...heavyRequest, connections: options.heavyConnections, durationSeconds: options.durationSeconds + options.warmUpSeconds + 1 });
  await sleep(options.warmUpSeconds * 1000);
  const lettersBeside = await runLoad({ ...letters, connections: options.letterConnections, durationSeconds: options.durationSeconds });
  const heavy = await heavyRun;
  return {
    heavyDocument: options.heavy.size.name,
    heavyConnections: options.heavyConnections,
    letterConnections: options.letterConnections,
    lettersAlone,
    lettersBeside,
    heavy,
  };
};
