import { placeholders } from "../../engine/index.ts";
import { officeFillIns } from "../../schema/office.ts";
import type { LoadedSchema } from "./load.ts";
import type { Finding } from "./problem.ts";
import { didYouMean } from "./suggest.ts";

/**
 * Every {name} of schema/office.json is one the console fills for that text (officeFillIns):
 * anything else would reach a staff member as written.
 */
export function checkOfficeTokens(schema: LoadedSchema): Finding[] {
  const file = schema.office.path;
  const fillIns: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>> = officeFillIns;
  const findings: Finding[] = [];
  for (const [section, texts] of Object.entries(schema.office.json)) {
    if (section === "$schema") continue;
    const entries = typeof texts === "string" ? [["", texts] as const] : Object.entries((texts ?? {}) as Record<string, unknown>);
    for (const [name, text] of entries) {
      if (typeof text !== "string") continue;
      const allowed = fillIns[section]?.[name] ?? [];
      for (const used of placeholders(text)) {
        if (allowed.includes(used)) continue;
        const pointer = name ? `/${section}/${name}` : `/${section}`;
        findings.push({ file, pointer, message: `unknown placeholder {${used}}${didYouMean(used, allowed, (s) => `{${s}}`)}` });
      }
    }
  }
  return findings;
}
