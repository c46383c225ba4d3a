/**
 * A small metrics registry written out in Prometheus's text format (version 0.0.4,
 * https://prometheus.io/docs/instrumenting/exposition_formats/): counters kept in this process,
 * and gauges read when the metrics are asked for. Every process reports its own counters; a
 * Prometheus server adds them up across processes.
 */

export type Labels = Readonly<Record<string, string>>;

export interface Sample {
  labels?: Labels;
  value: number;
}

/** One metric and its current samples, as written out. */
export interface Family {
  name: string;
  help: string;
  type: "counter" | "gauge";
  samples: readonly Sample[];
}

const labelKey = (labels: Labels): string => JSON.stringify(Object.entries(labels).sort(([a], [b]) => a.localeCompare(b)));

/** A count that only goes up, one per combination of label values. */
export class Counter {
  readonly name: string;
  readonly help: string;
  private readonly values = new Map<string, { labels: Labels; value: number }>();

  constructor(name: string, help: string) {
    this.name = name;
    this.help = help;
  }

  inc(labels: Labels = {}, by = 1): void {
    const key = labelKey(labels);
    const held = this.values.get(key);
    if (held) held.value += by;
    else this.values.set(key, { labels, value: by });
  }

  /** The count for exactly these labels (0 when never counted). */
  get(labels: Labels = {}): number {
    return this.values.get(labelKey(labels))?.value ?? 0;
  }

  family(): Family {
    return { name: this.name, help: this.help, type: "counter", samples: [...this.values.values()] };
  }
}

/** Reads gauges when the metrics are asked for (the queue depth, the database's state). */
export type Collector = () => Promise<readonly Family[]> | readonly Family[];

const escapeLabel = (value: string): string => value.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n");
const escapeHelp = (value: string): string => value.replace(/\\/g, "\\\\").replace(/\n/g, "\\n");

function formatValue(value: number): string {
  if (Number.isNaN(value)) return "NaN";
  if (value === Infinity) return "+Inf";
  if (value === -Infinity) return "-Inf";
  return String(value);
}

function formatSample(name: string, { labels = {}, value }: Sample): string {
  const pairs = Object.entries(labels).map(([key, v]) => `${key}="${escapeLabel(v)}"`);
  return `${name}${pairs.length ? `{${pairs.join(",")}}` : ""} ${formatValue(value)}`;
}

/** The families in the exposition format, each with its HELP and TYPE lines. */
export function exposition(families: readonly Family[]): string {
  return families
    .map((f) => [`# HELP ${f.name} ${escapeHelp(f.help)}`, `# TYPE ${f.name} ${f.type}`, ...f.samples.map((s) => formatSample(f.name, s))].join("\n"))
    .join("\n")
    .concat("\n");
}

export class MetricsRegistry {
  private readonly counters: Counter[] = [];
  private readonly collectors: Collector[] = [];

  counter(name: string, help: string): Counter {
    const counter = new Counter(name, help);
    this.counters.push(counter);
    return counter;
  }

  collect(collector: Collector): void {
    this.collectors.push(collector);
  }

  async families(): Promise<Family[]> {
    const gauges = await Promise.all(this.collectors.map((collect) => collect()));
    return [...this.counters.map((c) => c.family()), ...gauges.flat()];
  }

  async render(): Promise<string> {
    return exposition(await this.families());
  }
}
