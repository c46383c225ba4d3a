import { expect, it } from "vitest";
import { formLanguageStrings } from "../../../scripts/build/formLanguageStrings.ts";
import { formLocales } from "../../../scripts/build/formTitle.ts";

type Handler = (this: unknown, specifier: string, importer: string, options: object) => unknown;

const handlerFor = (locales?: readonly string[]) => (formLanguageStrings(locales).resolveId as unknown as { handler: Handler }).handler;
const resolveIn = (locales: readonly string[] | undefined, specifier: string, importer: string): unknown => handlerFor(locales).call({}, specifier, importer, {});
const resolve = (specifier: string, importer: string): unknown => resolveIn(undefined, specifier, importer);

const ariaModule = "/work/node_modules/react-aria-components/dist/private/Breadcrumbs.mjs";
const leftOut = /optimize-locales-plugin[/\\]empty\.js$/;

it("leaves a locale the form is not written in out of the bundle, and keeps en-US's, which react-aria falls back to", () => {
  expect(formLocales()).not.toContain("ar");
  expect(String(resolve("./ar-AE.mjs", ariaModule))).toMatch(leftOut);
  expect(resolve("../intl/toast/en-US.mjs", ariaModule)).toBeNull();
});

it("keeps each region's strings of the form's languages", () => {
  expect(resolveIn(["en", "es"], "./es-ES.mjs", ariaModule)).toBeNull();
  expect(String(resolveIn(["en"], "./es-ES.mjs", ariaModule))).toMatch(leftOut);
  expect(String(resolveIn(["en", "es"], "./fr-FR.mjs", ariaModule))).toMatch(leftOut);
});

it("resolves an absolute path that happens to hold a locale-like pattern as it is", () => {
  // "question-WL" holds "on-WL": a checkout in such a folder lost React from its Storybook build.
  expect(resolve("/tmp/author-edit-required-question-WLOAz5/main/node_modules/react/index.js", ariaModule)).toBeNull();
  expect(resolve("react-dom/some-XY", ariaModule)).toBeNull();
});
