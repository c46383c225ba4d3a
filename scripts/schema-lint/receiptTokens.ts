import type { Authored } from "../../engine/generated/form-types.ts";
import { type Form, placeholders } from "../../engine/index.ts";
import { receiptFillIns, receiptMailFillIns } from "../../schema/receipt.ts";
import type { LoadedSchema } from "./load.ts";
import type { Finding } from "./problem.ts";
import { didYouMean } from "./suggest.ts";

/**
 * Every {token} of schema/receipt.json is one the product fills: the partner settings anywhere; in
 * a mail's subject and lines its own values and any answer key; in a document line the question and
 * the file name; in a document name and the PDF's texts the values each is filled with. Anything
 * else would reach the student or the office as written.
 */
export function checkReceiptTokens(schema: LoadedSchema, form: Form): Finding[] {
  const receipt = schema.receipt.json as unknown as Authored.ReceiptTexts;
  const file = schema.receipt.path;
  const partner = Object.keys(form.vars);
  const findings: Finding[] = [];
  const check = (pointer: string, text: Authored.LocalizedText | undefined, fillIns: readonly string[]): void => {
    // Each locale's text is filled the same way: a {token} misspelt in one is named at that locale.
    if (text !== undefined && typeof text !== "string") return Object.entries(text).forEach(([locale, t]) => check(`${pointer}/${locale}`, t, fillIns));
    if (typeof text !== "string") return;
    for (const name of placeholders(text)) {
      if (partner.includes(name) || fillIns.includes(name)) continue;
      findings.push({ file, pointer, message: `unknown placeholder {${name}}${didYouMean(name, [...partner, ...fillIns], (s) => `{${s}}`)}` });
    }
  };
  for (const [section, texts] of [["status", receipt.status], ["completion", receipt.completion], ["service", receipt.service]] as const) {
    for (const [name, text] of Object.entries(texts ?? {})) check(`/${section}/${name}`, text, []);
  }
  for (const section of ["documentName", "pdf"] as const) {
    const fillIns: Readonly<Record<string, readonly string[]>> = receiptFillIns[section];
    for (const [name, text] of Object.entries(receipt[section] ?? {})) check(`/${section}/${name}`, text, fillIns[name] ?? []);
  }
  const answerKeys = [...form.keys.keys()];
  for (const name of ["studentMail", "officeMail"] as const) {
    const mail: Authored.ReceiptMail | undefined = receipt[name];
    if (!mail) continue;
    const fillIns = [...receiptMailFillIns.common, ...receiptMailFillIns[name], ...answerKeys];
    check(`/${name}/subject`, mail.subject, fillIns);
    (mail.lines ?? []).forEach((line, i) => check(`/${name}/lines/${i}`, line, fillIns));
    check(`/${name}/document`, mail.document, receiptMailFillIns.document);
    check(`/${name}/noDocuments`, mail.noDocuments, []);
  }
  return findings;
}
