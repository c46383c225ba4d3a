import { isLocaleTexts } from "../../engine/index.ts";
import type { LoadedSchema, SchemaFile } from "./load.ts";
import { declaredLocales, localeTextErrors } from "./localeTexts.ts";
import type { Finding } from "./problem.ts";

const segment = (name: string): string => `/${name.replaceAll("~", "~0").replaceAll("/", "~1")}`;

/** Every message of a JSON schema (what its errorMessage words, at any depth) with its pointer. */
function messagesOf(json: unknown): { pointer: string; text: unknown }[] {
  const out: { pointer: string; text: unknown }[] = [];
  const messages = (node: unknown, pointer: string): void => {
    if (typeof node === "string" || isLocaleTexts(node)) out.push({ pointer, text: node });
    else if (node && typeof node === "object") for (const [name, value] of Object.entries(node)) messages(value, `${pointer}${segment(name)}`);
  };
  const walk = (node: unknown, pointer: string): void => {
    if (!node || typeof node !== "object") return;
    for (const [name, value] of Object.entries(node)) (name === "errorMessage" ? messages : walk)(value, `${pointer}${segment(name)}`);
  };
  walk(json, "");
  return out;
}

/**
 * The account forms' and the uploads' schemas word their messages as the form's other texts are
 * worded: one text per locale the form declares (a plain one only in a form of one locale), in the
 * sentences the meta-schemas' text type gives.
 */
export function checkSchemaTexts(schema: LoadedSchema): Finding[] {
  const locales = declaredLocales(schema.partner);
  const files: SchemaFile[] = [...schema.account, schema.document];
  return files.flatMap((file) =>
    messagesOf(file.json).flatMap(({ pointer, text }) =>
      localeTextErrors(locales, text).map((e) => ({ file: file.path, pointer: e.params.locale ? `${pointer}${segment(e.params.locale)}` : pointer, message: e.message })),
    ),
  );
}
