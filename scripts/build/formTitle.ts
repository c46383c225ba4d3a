/**
 * The page title of index.html from the form folder's partner settings (applicationTitle), so the
 * browser tab names the form FORM_DIR chose before the app has loaded; the app then sets each
 * page's own title. Its `lang` is the form's default locale, the language of the pages drawn at
 * build time; beside it the build writes it in each of the form's other languages
 * (server/http/builtPages.ts languagePage), which the server sends to a browser that chose one.
 * index.html keeps a placeholder title for tools that read it unbuilt. The tab's
 * icon is the form's logo (theme.json), which Vite then builds as any asset index.html names. The
 * build of dist/ also records the folder it was made from and a hash of its files
 * (formFingerprint.ts), so `npm start` builds again for another or an edited folder (server/start.ts).
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import type { Plugin } from "vite";
import { defaultLocales, resolveTexts } from "../../engine/text/localized.ts";
import { languagePage } from "../../server/http/builtPages.ts";
import { formDir, projectRoot } from "../formDir.ts";
import { writeFormMark } from "./formFingerprint.ts";

const escapeHtml = (text: string): string => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

const partnerJson = (dir: string) => JSON.parse(readFileSync(join(dir, "partner.json"), "utf8")) as { applicationTitle?: unknown; locales?: string[] };

/** The form's locales, partner.json's `locales`, the default first. */
export const formLocales = (dir = formDir()): readonly string[] => partnerJson(dir).locales ?? defaultLocales;

/** The form's default locale. */
export const formDefaultLocale = (dir = formDir()): string => formLocales(dir)[0] ?? "en";

/** The title the form's partner settings give in `locale`, its default one unless named (schema:check has checked it is a non-empty text). */
export function formTitle(dir = formDir(), locale = formDefaultLocale(dir)): string {
  return String(resolveTexts(partnerJson(dir).applicationTitle, locale) ?? "");
}

/** index.html with its `lang` and title in `locale`. */
const inLanguage = (html: string, locale: string): string =>
  html.replace(/<html lang="[^"]*"/, `<html lang="${escapeHtml(locale)}"`).replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(formTitle(formDir(), locale))}</title>`);

/** The form's logo (theme.json's logo.file) as index.html names a file: relative to the project, where index.html is. */
export function formIcon(dir = formDir()): string {
  const { logo } = JSON.parse(readFileSync(join(dir, "theme.json"), "utf8")) as { logo: { file: string } };
  return relative(projectRoot, join(dir, logo.file)).split("\\").join("/");
}

export function formTitlePlugin(): Plugin {
  let outDir = "";
  return {
    name: "transfer-application-form-title",
    transformIndexHtml: {
      order: "pre",
      handler: (html) => inLanguage(html, formDefaultLocale()).replace(/(<link rel="icon" href=")[^"]*"/, `$1${escapeHtml(formIcon())}"`),
    },
    // Before any closeBundle, so the precompression finds them.
    writeBundle() {
      const html = readFileSync(join(outDir, "index.html"), "utf8");
      for (const locale of formLocales().slice(1)) writeFileSync(join(outDir, languagePage(locale)), inLanguage(html, locale));
    },
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      // Only dist/, the build npm start serves (the e2e tests build elsewhere).
      if (outDir === join(projectRoot, "dist")) writeFormMark();
    },
  };
}
