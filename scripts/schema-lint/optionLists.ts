import type { Form, OptionList } from "../../engine/index.ts";
import type { LoadedSchema, SchemaFile } from "./load.ts";
import type { Finding } from "./problem.ts";
import { didYouMean } from "./suggest.ts";

const listOf = (f: SchemaFile): OptionList => f.json as unknown as OptionList;

/** Values written twice in one list of options (`/options/3/value` against `/options/0`). */
export function repeatedValues(options: readonly { value: string }[], file: string, pointer: string): Finding[] {
  const first = new Map<string, number>();
  return options.flatMap((o, i) => {
    const seen = first.get(o.value);
    if (seen === undefined) first.set(o.value, i);
    return seen === undefined ? [] : [{ file, pointer: `${pointer}/${i}/value`, message: `option value "${o.value}" is already the value of ${pointer}/${seen}; each option needs its own value` }];
  });
}

/** The shortest chain of includes from `from` back to `to`, if there is one. */
function chain(from: string, to: string, byId: ReadonlyMap<string, OptionList>): string[] | undefined {
  const queue: string[][] = [[from]];
  const seen = new Set<string>();
  for (let path = queue.shift(); path; path = queue.shift()) {
    const last = path.at(-1) as string;
    if (last === to) return path;
    if (seen.has(last)) continue;
    seen.add(last);
    for (const next of byId.get(last)?.include ?? []) queue.push([...path, next]);
  }
  return undefined;
}

/**
 * The names of the lists, which the engine resolves lists by, so any mistake here stops the checks
 * that need the engine: the id is the file name, every included list exists and none includes itself.
 */
export function checkListNames(schema: LoadedSchema): Finding[] {
  const byId = new Map(schema.options.map((f) => [listOf(f).id, listOf(f)]));
  const findings: Finding[] = [];
  const circles = new Set<string>();
  for (const f of schema.options) {
    const list = listOf(f);
    const expected = f.path.replace(/^options\//, "").replace(/\.json$/, "");
    if (list.id !== expected) findings.push({ file: f.path, pointer: "/id", message: `option list id "${list.id}" must be its file name, "${expected}"` });
    (list.include ?? []).forEach((id, i) => {
      const pointer = `/include/${i}`;
      if (!byId.has(id)) findings.push({ file: f.path, pointer, message: `no option list is called "${id}" in schema/options/${didYouMean(id, byId.keys())}` });
      const loop = chain(id, list.id, byId);
      // A circle of lists is one mistake: it is reported on the first of its files.
      const circle = [...new Set(loop)].sort().join();
      if (loop && !circles.has(circle)) {
        circles.add(circle);
        findings.push({ file: f.path, pointer, message: `option list "${list.id}" includes itself: ${[list.id, ...loop].join(" → ")}` });
      }
    });
  }
  return findings;
}

/**
 * The values of the lists, once the engine has resolved them: none is written twice or comes from
 * two included lists, and the values `first` and `exclude` name exist in the lists included.
 */
export function checkListValues(schema: LoadedSchema, form: Form): Finding[] {
  const findings: Finding[] = [];
  for (const f of schema.options) {
    const list = listOf(f);
    findings.push(...repeatedValues(list.options ?? [], f.path, "/options"));
    if (!list.include) continue;
    const from = new Set<string>();
    list.include.forEach((id, i) => {
      const values = (form.lists.get(id) ?? []).map((o) => o.value);
      const again = values.filter((v) => from.has(v));
      if (again.length) {
        const shown = again.slice(0, 5).map((v) => `"${v}"`).join(", ") + (again.length > 5 ? ", ..." : "");
        findings.push({ file: f.path, pointer: `/include/${i}`, message: `option list "${id}" offers values an earlier list included already (${shown}); each option needs its own value` });
      }
      for (const v of values) from.add(v);
    });
    for (const field of ["first", "exclude"] as const) {
      (list[field] ?? []).forEach((value, i) => {
        if (!from.has(value)) findings.push({ file: f.path, pointer: `/${field}/${i}`, message: `no list included offers the value "${value}"${didYouMean(value, from)}` });
      });
    }
  }
  return findings;
}
