import { type Authored, type FooterDialogs, type Form, type Node, isLocaleTexts, keptInBrowserTokens, placeholders } from "../../engine/index.ts";
import type { LoadedSchema } from "./load.ts";
import type { Place } from "./places.ts";
import type { Finding } from "./problem.ts";
import { didYouMean } from "./suggest.ts";

/** The fill-ins of messages besides the partner settings: the question's label, its limit, a date range's year and a repeat instance's label. */
const messageFillIns = ["label", "maxLength", "year", "item"];

/** A text as written: a string, or a map of locales (the pages are read as written, not compiled). */
type Text = Authored.LocalizedText;

/** The texts of a node shown to the student, by the pointer (relative to the node) they are written at. */
function textsOf(node: Node): [string, Text][] {
  const texts: [string, Text][] = [];
  const record = node as unknown as Record<string, unknown>;
  for (const field of ["label", "help", "text", "title", "heading", "itemLabel", "addLabel"]) {
    const v = record[field];
    if (typeof v === "string" || isLocaleTexts(v)) texts.push([`/${field}`, v]);
  }
  if (node.kind === "content" && node.link) texts.push(["/link/label", node.link.label], ["/link/href", node.link.href]);
  if (node.kind === "checkboxGroup") node.items.forEach((item, i) => texts.push([`/items/${i}/label`, item.label]));
  if (node.kind === "tabs") node.tabs.forEach((tab, i) => texts.push([`/tabs/${i}/label`, tab.label]));
  return texts;
}

/** The messages a question words itself. */
const messagesOf = (node: Node): [string, Text][] =>
  Object.entries(("messages" in node && node.messages) || {}).map(([name, text]) => [`/messages/${name}`, text as Text]);

/**
 * Every {token} in a text is filled when it is shown: a partner setting of schema/partner.json
 * anywhere, {n} inside a repeat group, in messages {label}, {maxLength}, {year} and {item}, and in
 * the footer's dialogs what the app keeps in the browser ({knownDeviceDays} and the others).
 * Anything else would reach the student as written.
 */
export function checkTokens(schema: LoadedSchema, all: readonly Place[], form: Form): Finding[] {
  const partner = Object.keys(form.vars);
  const findings: Finding[] = [];
  const unfilled = (name: string, fillIns: readonly string[]): string => {
    if (name === "n") return "{n} is only filled inside a repeat group";
    if (messageFillIns.includes(name)) return `{${name}} is only filled in messages`;
    return `unknown placeholder {${name}}${didYouMean(name, [...partner, ...fillIns], (s) => `{${s}}`)}`;
  };
  const check = (file: string, pointer: string, text: Text, fillIns: readonly string[]): void => {
    // Each locale's text is filled the same way: a {token} misspelt in one is named at that locale.
    if (typeof text !== "string") return Object.entries(text).forEach(([locale, t]) => check(file, `${pointer}/${locale}`, t, fillIns));
    for (const name of placeholders(text)) {
      if (!partner.includes(name) && !fillIns.includes(name)) findings.push({ file, pointer, message: unfilled(name, fillIns) });
    }
  };
  for (const place of all) {
    if (place.composite) continue;
    const inGroup = place.scope.group !== undefined || place.node.kind === "repeat" ? ["n"] : [];
    for (const [at, text] of textsOf(place.node)) check(place.file, `${place.pointer}${at}`, text, inGroup);
    for (const [at, text] of messagesOf(place.node)) check(place.file, `${place.pointer}${at}`, text, [...inGroup, ...messageFillIns]);
  }
  const rules = schema.rules.json as unknown as Authored.Rules;
  for (const [name, text] of Object.entries(rules.messages)) check(schema.rules.path, `/messages/${name}`, text, messageFillIns);
  rules.rules.forEach((rule, i) => {
    if (rule.message !== undefined) check(schema.rules.path, `/rules/${i}/message`, rule.message, rule.group ? [...messageFillIns, "n"] : messageFillIns);
  });
  const footer = schema.footer.json as unknown as FooterDialogs;
  const kept = Object.keys(keptInBrowserTokens);
  for (const name of ["help", "privacy"] as const) {
    check(schema.footer.path, `/${name}/title`, footer[name].title, kept);
    footer[name].sections.forEach((section, i) => {
      check(schema.footer.path, `/${name}/sections/${i}/heading`, section.heading, kept);
      section.paragraphs.forEach((text, j) => check(schema.footer.path, `/${name}/sections/${i}/paragraphs/${j}`, text, kept));
    });
  }
  return findings;
}
