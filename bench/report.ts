/**
 * One benchmark figure beside its limit measured in the same run. `ratio` is always "how close to the
 * limit" (1 = as fast as the limit): value/limit when higher is better, limit/value otherwise.
 */
export type BenchRow = Readonly<{
  name: string;
  unit: string;
  value: number;
  limitName: string;
  limit: number;
  higherIsBetter: boolean;
  /** The ratio this figure must reach, e.g. 0.5 for "≥ 50% of the limit", 1/3 for "within 3x". */
  targetRatio?: number;
  note?: string;
}>;

export const ratioOf = (row: BenchRow): number => (row.higherIsBetter ? row.value / row.limit : row.limit / row.value);

const fmt = (n: number): string => (Math.abs(n) >= 100 ? n.toFixed(0) : n.toPrecision(3));

export const formatRows = (rows: readonly BenchRow[]): string =>
  rows
    .map((row) => {
      const ratio = ratioOf(row);
      const target =
        row.targetRatio === undefined
          ? ''
          : ` target ≥ ${fmt(row.targetRatio)} ${ratio >= row.targetRatio ? 'MET' : 'MISSED'}`;
      return `${row.name}: ${fmt(row.value)} ${row.unit} | limit (${row.limitName}): ${fmt(row.limit)} ${row.unit} | ratio ${ratio.toFixed(2)}${target}${row.note ? ` (${row.note})` : ''}`;
    })
    .join('\n');

/** Median of repeated timings, in ms; warm-up runs are discarded. */
export const timeMedian = async (run: () => unknown, repeats = 5, warmups = 1): Promise<number> => {
  for (let i = 0; i < warmups; i += 1) await run();
  const times: number[] = [];
  for (let i = 0; i < repeats; i += 1) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? Number.NaN;
};
