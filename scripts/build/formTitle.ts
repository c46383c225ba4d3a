/**
 * The page title of index.html from the form folder's partner settings (applicationTitle), so the
 * browser tab names the form FORM_DIR chose before the app has loaded; the app then sets each
 * page's own title. index.html keeps a placeholder title for tools that read it unbuilt.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Plugin } from "vite";
import { formDir } from "../formDir.ts";

const escapeHtml = (text: string): string => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The title the form's partner settings give (schema:check has checked it is a non-empty string). */
export function formTitle(dir = formDir()): string {
  return String((JSON.parse(readFileSync(join(dir, "partner.json"), "utf8")) as { applicationTitle?: unknown }).applicationTitle ?? "");
}

export function formTitlePlugin(): Plugin {
  return {
    name: "transfer-application-form-title",
    transformIndexHtml: { order: "pre", handler: (html) => html.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(formTitle())}</title>`) },
  };
}
