import { interpolate, modelMessage as template } from "../../engine/index.ts";

/**
 * The message the generated data model gives a key for one of its rules, so that fixtures name
 * the rule ("required", "option", "rule:onePhone") instead of copying wording an author may change.
 * A reference is `rule` or `rule name=value ...`, the values filling the message's {params} as the
 * engine does with an error's params ({year}).
 */
export function modelMessage(model: Record<string, unknown>, key: string, reference: string, vars: Readonly<Record<string, string>>): string {
  const [rule = "", ...params] = reference.split(" ");
  const message = template(model, key, rule);
  if (message === undefined) throw new Error(`the data model has no "${rule}" message for ${key}`);
  return interpolate(message, vars, Object.fromEntries(params.map((p) => p.split("=") as [string, string])));
}
