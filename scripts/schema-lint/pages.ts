import type { LoadedSchema } from "./load.ts";
import type { Finding } from "./problem.ts";

/**
 * The page files: `npm run schema:build` finds them in schema/pages/ (there is no index to keep),
 * so what can go wrong is a file it does not read, an id that is not the file name (the route and
 * the file would differ), and steps that do not run 1, 2, … n (the step navigation's order).
 */
export function checkPages(schema: LoadedSchema): Finding[] {
  const findings: Finding[] = [];
  for (const stray of schema.strays) {
    const folder = stray.split("/")[0] ?? "";
    findings.push({ file: stray, pointer: "", message: `this file is never read: only .json files in schema/${folder}/ are ${folder === "pages" ? "pages" : "option lists"}` });
  }
  const count = schema.pages.length;
  const steps = new Map<unknown, string>();
  for (const f of schema.pages) {
    const expected = f.path.replace(/^pages\//, "").replace(/\.json$/, "");
    if (f.json.id !== expected) findings.push({ file: f.path, pointer: "/id", message: `page id "${String(f.json.id)}" must be its file name, "${expected}"` });
    const step = f.json.step;
    const before = steps.get(step);
    if (before) findings.push({ file: f.path, pointer: "/step", message: `step ${String(step)} is also the step of ${before}; each page has its own step` });
    else if (typeof step === "number" && step > count) {
      const missing = Array.from({ length: count }, (_, i) => i + 1).filter((n) => !schema.pages.some((p) => p.json.step === n));
      findings.push({ file: f.path, pointer: "/step", message: `step ${step} leaves a gap: the ${count} pages take steps 1 to ${count}, and no page has step ${missing.join(" or ")}` });
    }
    steps.set(step, steps.get(step) ?? f.path);
  }
  return findings;
}
