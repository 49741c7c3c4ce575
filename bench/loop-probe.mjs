/**
 * Preloaded into the benchmark's server process (`--import`, bench/server.ts): the event loop's
 * delay, sampled every 10 ms by Node's own histogram. On SIGUSR2 the process writes what it saw since
 * the last signal (milliseconds) to BENCH_LOOP_FILE and starts again. Never loaded outside the bench.
 */
import { renameSync, writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const histogram = monitorEventLoopDelay({ resolution: 10 });
histogram.enable();
const ms = (ns) => Math.round(ns / 1e4) / 100;

process.on('SIGUSR2', () => {
  const seen = { p50: ms(histogram.percentile(50)), p99: ms(histogram.percentile(99)), max: ms(histogram.max), samples: histogram.count };
  histogram.reset();
  // Written aside and renamed, so the benchmark never reads half a file.
  writeFileSync(`${process.env.BENCH_LOOP_FILE}.part`, JSON.stringify(seen));
  renameSync(`${process.env.BENCH_LOOP_FILE}.part`, process.env.BENCH_LOOP_FILE);
});
