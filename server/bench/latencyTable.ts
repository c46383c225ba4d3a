/** One row of a latency benchmark's table: what ran, how often, how fast, how many failed. */
export interface LatencyRow {
  readonly name: string;
  readonly requests: number;
  readonly rps: number;
  readonly p50: number;
  readonly p99: number;
  readonly errors: number;
  /** A remark after the numbers (a ratio to the baseline). */
  readonly note?: string;
}

const numbers = (row: LatencyRow): string =>
  `${String(row.requests).padStart(9)}${row.rps.toFixed(0).padStart(9)}${row.p50.toFixed(2).padStart(9)}${row.p99.toFixed(2).padStart(9)}${String(row.errors).padStart(8)}`;

/** The table the API and save benchmarks print: a header, then a row per measured route, names in a column `width` wide. */
export function printLatencyTable(rows: readonly LatencyRow[], width: number, noteHeading = ""): void {
  console.log(`${"".padEnd(width)}${"requests".padStart(9)}${"req/s".padStart(9)}${"p50 ms".padStart(9)}${"p99 ms".padStart(9)}${"errors".padStart(8)}${noteHeading ? `   ${noteHeading}` : ""}`);
  for (const row of rows) console.log(`${row.name.padEnd(width)}${numbers(row)}${row.note ? `   ${row.note}` : ""}`);
}
