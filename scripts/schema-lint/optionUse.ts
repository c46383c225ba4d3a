import type { Form, OptionList, OptionSource } from "../../engine/index.ts";
import type { LoadedSchema } from "./load.ts";
import { pointerFrom } from "./locate.ts";
import { repeatedValues } from "./optionLists.ts";
import type { Place } from "./places.ts";
import type { Finding } from "./problem.ts";
import { didYouMean } from "./suggest.ts";

/**
 * The option sources of a node, each with the pointer it is written at: a composite's country and
 * state fields take theirs from the composite's countryOptions and stateOptions (engine composites.ts).
 */
function sourcesOf(place: Place): { source: OptionSource; pointer: string }[] {
  const { node, pointer, composite } = place;
  if (node.kind === "select" || node.kind === "radio") return [{ source: node.options, pointer: `${pointer}${composite ? "/countryOptions" : "/options"}` }];
  if (node.kind === "conditionalSelect") return Object.entries(node.optionsByValue).map(([value, source]) => ({ source, pointer: `${pointer}${composite ? "/stateOptions" : "/optionsByValue"}${pointerFrom([value])}` }));
  return [];
}

/**
 * How questions use options: a list named exists (an address or school search names its country,
 * state and province lists itself), options written in place have distinct values, and every list
 * file is used by a question, a composite or a list that is itself used.
 */
export function checkOptionUse(schema: LoadedSchema, all: readonly Place[], form: Form): Finding[] {
  const findings: Finding[] = [];
  const used = new Set<string>();
  for (const place of all) {
    for (const { source, pointer } of sourcesOf(place)) {
      if (Array.isArray(source)) {
        if (!place.composite) findings.push(...repeatedValues(source, place.file, pointer));
        continue;
      }
      if (typeof source !== "string") continue;
      used.add(source);
      if (form.lists.has(source)) continue;
      findings.push({ file: place.file, pointer, message: `no option list is called "${source}" in schema/options/${didYouMean(source, form.lists.keys())}` });
    }
  }
  const byId = new Map(schema.options.map((f) => [(f.json as unknown as OptionList).id, f]));
  const include = (id: string): void => {
    for (const next of (byId.get(id)?.json as unknown as OptionList | undefined)?.include ?? []) {
      if (!used.has(next)) {
        used.add(next);
        include(next);
      }
    }
  };
  [...used].forEach(include);
  for (const [id, f] of byId) {
    if (!used.has(id)) findings.push({ file: f.path, pointer: "/id", message: `option list "${id}" is not used: no question, address, school search or list in use names it` });
  }
  return findings;
}
