import type { Measurement, RoundMeasurement } from './measurement';
import { summarise } from './statistics';

type MeasuredRound = Extract<RoundMeasurement, { kind: 'measured' }>;

/**
 * One engine's rounds on one size as one measurement: steady-state statistics over every timed
 * render of every round, cold figures as the median over rounds, peak memory as the largest.
 * A failed round fails the measurement.
 */
export const combineRounds = (rounds: ReadonlyArray<RoundMeasurement>): Measurement | undefined => {
  const failure = rounds.find((round) => round.kind === 'failed');
  if (failure !== undefined && failure.kind === 'failed') return failure;
  const measured = rounds.filter((round): round is MeasuredRound => round.kind === 'measured');
  const [first] = measured;
  if (first === undefined) return undefined;
  const durations = measured.flatMap((round) => round.durations);
  return {
    kind: 'measured',
    engine: first.engine,
    size: first.size,
    rounds: measured.length,
    loadMs: summarise(measured.map((round) => round.loadMs)).median,
    compileMs: summarise(measured.map((round) => round.compileMs)).median,
    coldMs: summarise(measured.map((round) => round.compileMs + round.firstRenderMs)).median,
    steady: summarise(durations),
    iterations: durations.length,
    warmUpRenders: { min: Math.min(...measured.map((round) => round.warmUpRenders)), max: Math.max(...measured.map((round) => round.warmUpRenders)) },
    outputBytes: first.outputBytes,
    peakRssAfterFirstRenderMiB: Math.max(...measured.map((round) => round.peakRssAfterFirstRenderMiB)),
    peakRssMiB: Math.max(...measured.map((round) => round.peakRssMiB)),
  };
};
