/**
 * `npm run bench:engine`: the median time to validate a complete application and to apply one
 * answer change (companions and clearing included), over many runs after a warm-up. It
 * reports figures; nothing asserts them.
 */
import { applyChanges, compileForm, validateAnswers, validatePage } from "../engine/index.ts";
import { application } from "../schema/index.ts";
import { completeApplication } from "../tests/support/completeApplication.ts";

const complete = completeApplication;
const form = compileForm(application);
const clock = { today: new Date().toISOString().slice(0, 10) };

function median(run: () => void, runs = 2000, warmup = 200): { median: number; p95: number } {
  for (let i = 0; i < warmup; i++) run();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(runs / 2)] ?? NaN, p95: times[Math.floor(runs * 0.95)] ?? NaN };
}

const rows: [string, { median: number; p95: number }][] = [
  ["compile the form definition", median(() => compileForm(application), 200, 20)],
  ["validate a complete application", median(() => validateAnswers(form, complete, clock))],
  ["validate one page (About You)", median(() => validatePage(form, "about", complete, clock))],
  ["validate an empty application", median(() => validateAnswers(form, {}, clock))],
  ["apply one text change", median(() => applyChanges(form, complete, { first_name: "Adaline" }))],
  ["apply a change that clears (legacy: No)", median(() => applyChanges(form, complete, { legacy_ind: "N" }))],
];

console.log(`engine benchmark, Node ${process.version}, ${Object.keys(complete).length} answers, ${form.keys.size} keys`);
for (const [name, t] of rows) console.log(`${name.padEnd(42)} median ${(t.median * 1000).toFixed(1).padStart(8)} µs   p95 ${(t.p95 * 1000).toFixed(1).padStart(8)} µs`);
