import { type Condition, type Form, type KeyInfo, type Option, type OptionSource, type Scope, type YearRange, instanceKey, resolveKey, yearOptions } from "../../engine/index.ts";
import { localKeys } from "../../engine/form/walk.ts";
import { repeatGroupsOf } from "../../engine/model/fields.ts";
import { asNumber, asText } from "../../engine/conditions/operators/compare.ts";
import { pointerFrom } from "./locate.ts";
import type { Place } from "./places.ts";
import type { Finding } from "./problem.ts";
import { closest, didYouMean } from "./suggest.ts";

type Range = YearRange["years"];

/** What a question offers: options with their labels (from list `list`, if named), and ranges of years (which depend on today). */
interface Offer {
  readonly options: readonly Option[];
  readonly list?: string;
  readonly years: readonly Range[];
}

/** What a question offers; undefined for free answers. */
function offered(info: KeyInfo, form: Form): Offer | undefined {
  const { node } = info;
  if (info.companionOf) return undefined;
  // A list that does not exist offers nothing to compare with; it is reported where it is named.
  const fromSource = (source: OptionSource): Offer | undefined => {
    if (typeof source === "string") {
      const options = form.lists.get(source);
      return options && { options, list: source, years: [] };
    }
    return Array.isArray(source) ? { options: source, years: [] } : { options: [], years: [source.years] };
  };
  switch (node.kind) {
    case "select":
    case "radio":
      return fromSource(node.options);
    case "conditionalSelect": {
      const sources = Object.values(node.optionsByValue).map(fromSource);
      if (sources.includes(undefined)) return undefined;
      const all = sources as Offer[];
      return { options: all.flatMap((o) => o.options), years: all.flatMap((o) => o.years) };
    }
    case "checkbox":
    case "checkboxGroup":
      return { options: [{ value: "true", label: "ticked" }, { value: "false", label: "not ticked" }], years: [] };
    case "fileUpload":
      return { options: [{ value: "ANSWERED", label: "uploaded" }], years: [] };
    default:
      return undefined;
  }
}

/** A range of years in words that stay true from year to year: "80 years counting back from this year". */
function yearsInWords(range: Range): string {
  const offset = range.offset ?? 0;
  const from = range.start !== undefined ? String(range.start) : offset === 0 ? "this year" : `this year ${offset > 0 ? "+" : "-"} ${Math.abs(offset)}`;
  return `${range.count} year${range.count === 1 ? "" : "s"} counting ${range.direction === "past" ? "back" : "up"} from ${from}`;
}

/**
 * Why a year is not one a range offers, judged by the years offered this year: a year the range no
 * longer offers (or does not offer yet) is one no student can choose today.
 */
function notAYearOffered(value: unknown, key: string, years: readonly Range[]): string | undefined {
  const text = asText(value);
  if (!/^[0-9]{4}$/.test(text)) return `${JSON.stringify(value)} is not a year, and "${key}" offers years`;
  const thisYear = new Date().getFullYear();
  if (years.some((range) => yearOptions(range, thisYear).some((o) => o.value === text))) return undefined;
  return `${JSON.stringify(value)} is not among the years "${key}" offers: ${years.map(yearsInWords).join(" and ")}`;
}

/** Why a value is not one a question can hold, if it is not. */
export function notOffered(value: unknown, key: string, info: KeyInfo, form: Form): string | undefined {
  const offer = offered(info, form);
  const text = asText(value);
  if (offer === undefined) return undefined;
  if (offer.options.some((o) => o.value === text)) return undefined;
  if (offer.years.length) return notAYearOffered(value, key, offer.years);
  if (info.node.kind === "checkbox" || info.node.kind === "checkboxGroup") return `${JSON.stringify(value)} is not a value of the checkbox "${key}", which is true or false`;
  const values = offer.options.map((o) => o.value);
  // An author who writes the label ("Yes") means its value ("Y").
  const byLabel = offer.options.find((o) => o.label.toLowerCase() === text.toLowerCase())?.value;
  const near = byLabel ?? closest(text, values);
  const listed = values.length <= 10 ? `: ${values.map((v) => JSON.stringify(v)).join(", ")}` : offer.list ? ` (option list "${offer.list}")` : "";
  return `${JSON.stringify(value)} is not an option of "${key}"${listed}${near === undefined ? "" : `; did you mean ${JSON.stringify(near)}?`}`;
}

/** `"a", "b" or "c"` (or `and`). */
const joined = (words: readonly string[], last = "or"): string => (words.length < 2 ? (words[0] ?? "") : `${words.slice(0, -1).join(", ")} ${last} ${words.at(-1)}`);

/**
 * Why a repeat group's key is not seen from `scope`, if it is one: template keys are relative to
 * an entry and resolved only inside their group, so outside it an entry's own key is meant
 * (college_name, college_2_name).
 */
function templateKeyHint(key: string, scope: Scope, form: Form): string | undefined {
  const owners = [...repeatGroupsOf(form).values()].filter((g) => g.id !== scope.group?.id && localKeys(g).has(key));
  if (!owners.length) return undefined;
  const entries = owners.flatMap((g) => [1, 2].filter((n) => n <= g.max).map((n) => JSON.stringify(instanceKey(g.id, n, key))));
  const groups = owners.map((g) => `"${g.id}"`);
  const those = owners.length > 1 ? `groups ${joined(groups, "and")}, read only inside each` : `group ${joined(groups)}, read only inside that group`;
  return `; it is a relative key of repeat ${those}; did you mean one entry's key, ${joined(entries)}?`;
}

/** `no question writes "x"; did you mean "y"?`, the candidates being the keys visible from the scope, or a repeat group's template key named outside it. */
export function unknownKey(key: string, scope: Scope, form: Form): string {
  const group = scope.group;
  const candidates = [...(group ? group.localKeys : []), ...form.keys.keys()];
  const hint = templateKeyHint(key, scope, form) ?? didYouMean(key, candidates);
  return `no question writes "${key}"${group ? ` in repeat group "${group.id}" or outside it` : ""}${hint}`;
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
