import { type Condition, type Form, type KeyInfo, type OptionSource, type Scope, resolveKey } from "../../engine/index.ts";
import { asNumber, asText } from "../../engine/conditions/operators/compare.ts";
import { pointerFrom } from "./locate.ts";
import type { Place } from "./places.ts";
import type { Finding } from "./problem.ts";
import { closest, didYouMean } from "./suggest.ts";

/** The values a question offers, with their labels, or "years" for a range of years (which depends on today); undefined for free answers. */
function offered(info: KeyInfo, form: Form): { options: { value: string; label: string }[]; list?: string } | "years" | undefined {
  const { node } = info;
  if (info.companionOf) return undefined;
  // A list that does not exist offers nothing to compare with; it is reported where it is named.
  const fromSource = (source: OptionSource): { value: string; label: string }[] | "years" | undefined =>
    typeof source === "string" ? form.lists.get(source) : Array.isArray(source) ? source : "years";
  switch (node.kind) {
    case "select":
    case "radio": {
      const options = fromSource(node.options);
      return options === "years" || options === undefined ? options : { options, ...(typeof node.options === "string" ? { list: node.options } : {}) };
    }
    case "conditionalSelect": {
      const sources = Object.values(node.optionsByValue).map(fromSource);
      if (sources.includes(undefined)) return undefined;
      return sources.includes("years") ? "years" : { options: sources.flatMap((s) => (s === "years" || s === undefined ? [] : s)) };
    }
    case "checkbox":
    case "checkboxGroup":
      return { options: [{ value: "true", label: "ticked" }, { value: "false", label: "not ticked" }] };
    case "fileUpload":
      return { options: [{ value: "ANSWERED", label: "uploaded" }] };
    default:
      return undefined;
  }
}

/** Why a value is not one a question can hold, if it is not. */
export function notOffered(value: unknown, key: string, info: KeyInfo, form: Form): string | undefined {
  const offer = offered(info, form);
  const text = asText(value);
  if (offer === undefined) return undefined;
  if (offer === "years") return /^[0-9]{4}$/.test(text) ? undefined : `${JSON.stringify(value)} is not a year, and "${key}" offers years`;
  if (offer.options.some((o) => o.value === text)) return undefined;
  if (info.node.kind === "checkbox" || info.node.kind === "checkboxGroup") return `${JSON.stringify(value)} is not a value of the checkbox "${key}", which is true or false`;
  const values = offer.options.map((o) => o.value);
  // An author who writes the label ("Yes") means its value ("Y").
  const byLabel = offer.options.find((o) => o.label.toLowerCase() === text.toLowerCase())?.value;
  const near = byLabel ?? closest(text, values);
  const listed = values.length <= 10 ? `: ${values.map((v) => JSON.stringify(v)).join(", ")}` : offer.list ? ` (option list "${offer.list}")` : "";
  return `${JSON.stringify(value)} is not an option of "${key}"${listed}${near === undefined ? "" : `; did you mean ${JSON.stringify(near)}?`}`;
}

/** `no question writes "x"; did you mean "y"?`, the candidates being the keys visible from the scope. */
export function unknownKey(key: string, scope: Scope, form: Form): string {
  const group = scope.group;
  const candidates = [...(group ? group.localKeys : []), ...form.keys.keys()];
  return `no question writes "${key}"${group ? ` in repeat group "${group.id}" or outside it` : ""}${didYouMean(key, candidates)}`;
}

/** A key a node names must be written by some question, seen from the node's scope. */
export const known = (key: string, scope: Scope, form: Form): KeyInfo | undefined => form.keys.get(resolveKey(scope, key));

/**
 * A condition reads keys some question writes (relative to the repeat group it is written in) and
 * compares them with values those questions can hold: an option's value, true/false for a box,
 * a number for lt/lte/gt/gte (otherwise the comparison is always false).
 */
export function checkCondition(condition: Condition, scope: Scope, form: Form, at: { file: string; pointer: string }): Finding[] {
  const { file, pointer } = at;
  if ("all" in condition) return condition.all.flatMap((c, i) => checkCondition(c, scope, form, { file, pointer: `${pointer}/all/${i}` }));
  if ("any" in condition) return condition.any.flatMap((c, i) => checkCondition(c, scope, form, { file, pointer: `${pointer}/any/${i}` }));
  if ("not" in condition) return checkCondition(condition.not, scope, form, { file, pointer: `${pointer}/not` });
  const info = known(condition.valueKey, scope, form);
  if (!info) return [{ file, pointer: `${pointer}/valueKey`, message: unknownKey(condition.valueKey, scope, form) }];
  const findings: Finding[] = [];
  const target = (value: unknown, where: string): void => {
    const why = notOffered(value, condition.valueKey, info, form);
    if (why) findings.push({ file, pointer: where, message: why });
  };
  switch (condition.operator) {
    case "lt":
    case "lte":
    case "gt":
    case "gte":
      if (asNumber(condition.target) === undefined) findings.push({ file, pointer: `${pointer}/target`, message: `${JSON.stringify(condition.target)} is not a number, so "${condition.operator}" never holds` });
      break;
    case "equals":
    case "notEquals":
      target(condition.target, `${pointer}/target`);
      break;
    case "in":
    case "notIn":
      condition.target.forEach((t, i) => target(t, `${pointer}/target/${i}`));
      break;
    default:
      break;
  }
  return findings;
}

/** The conditions and keys pages name: conditional and conditionalGroups conditions, alsoClears, and a conditional select's controller and the values it maps. */
export function checkPageConditions(all: readonly Place[], form: Form): Finding[] {
  const findings: Finding[] = [];
  for (const place of all) {
    const { node, scope, file } = place;
    // A composite's fields have no JSON of their own: what they name is reported on the composite.
    const at = (suffix: string): string => (place.composite ? place.pointer : `${place.pointer}${suffix}`);
    const mustExist = (key: string, pointer: string): void => {
      if (!known(key, scope, form)) findings.push({ file, pointer, message: unknownKey(key, scope, form) });
    };
    if (node.kind === "conditional") {
      findings.push(...checkCondition(node.when, scope, form, { file, pointer: at("/when") }));
      node.alsoClears?.forEach((k, i) => mustExist(k, at(`/alsoClears/${i}`)));
    }
    if (node.kind === "conditionalGroups") {
      node.groups.forEach((g, i) => {
        findings.push(...checkCondition(g.when, scope, form, { file, pointer: at(`/groups/${i}/when`) }));
        g.alsoClears?.forEach((k, j) => mustExist(k, at(`/groups/${i}/alsoClears/${j}`)));
      });
    }
    if (node.kind === "conditionalSelect") {
      const controller = known(node.controller, scope, form);
      if (!controller) findings.push({ file, pointer: at("/controller"), message: unknownKey(node.controller, scope, form) });
      for (const value of controller ? Object.keys(node.optionsByValue) : []) {
        const why = notOffered(value, node.controller, controller as KeyInfo, form);
        if (why) findings.push({ file, pointer: at(`/optionsByValue${pointerFrom([value])}`), name: !place.composite, message: why });
      }
    }
  }
  return findings;
}
