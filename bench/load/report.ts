/** The table `npm run bench:load` prints: each figure of the app's pages beside the floor's, with their ratio to it. */
import type { LoadRun } from "./measure.ts";

const quantile = (values: number[], q: number): number => {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
};

interface Row {
  label: string;
  unit: "KB" | "ms";
  of: (runs: LoadRun[]) => number;
}

const rows: Row[] = [
  { label: "JS raw", unit: "KB", of: (runs) => quantile(runs.map((r) => r.jsRaw), 0.5) / 1000 },
  { label: "JS gzip (level 9)", unit: "KB", of: (runs) => quantile(runs.map((r) => r.jsGzip), 0.5) / 1000 },
  { label: "  before input usable", unit: "KB", of: (runs) => quantile(runs.map((r) => r.jsGzipBeforeInput), 0.5) / 1000 },
  { label: "FCP", unit: "ms", of: (runs) => quantile(runs.map((r) => r.fcp), 0.5) },
  { label: "first input visible", unit: "ms", of: (runs) => quantile(runs.map((r) => r.firstInput), 0.5) },
  { label: "first input usable", unit: "ms", of: (runs) => quantile(runs.map((r) => r.firstInputUsable), 0.5) },
  { label: "key median", unit: "ms", of: (runs) => quantile(runs.flatMap((r) => r.keys), 0.5) },
  { label: "key p95", unit: "ms", of: (runs) => quantile(runs.flatMap((r) => r.keys), 0.95) },
  { label: "block show", unit: "ms", of: (runs) => quantile(runs.flatMap((r) => (r.blockShow === null ? [] : [r.blockShow])), 0.5) },
];

/** One table for one CPU rate: `floor` first, then every page with its ratio. */
export function loadTable(title: string, floor: LoadRun[], pages: { name: string; runs: LoadRun[] }[]): string {
  const cell = (value: number): string => (Number.isNaN(value) ? "-" : value.toFixed(1));
  const ratio = (value: number, base: number): string => (Number.isNaN(value) || Number.isNaN(base) || base === 0 ? "" : `x${(value / base).toFixed(2)}`);
  const head = ["figure".padEnd(24), "floor".padStart(10), ...pages.map((p) => p.name.padStart(20))].join("");
  const lines = rows.map((row) => {
    const base = row.of(floor);
    const cells = pages.map((p) => {
      const value = row.of(p.runs);
      return `${cell(value)} ${ratio(value, base)}`.trimEnd().padStart(20);
    });
    return [`${row.label} (${row.unit})`.padEnd(24), cell(base).padStart(10), ...cells].join("");
  });
  return [title, head, ...lines].join("\n");
}
