import { expect, it } from "vitest";
import { englishStringsOnly } from "../../../scripts/build/englishStrings.ts";

type Handler = (this: unknown, specifier: string, importer: string, options: object) => unknown;

const handler = (englishStringsOnly().resolveId as unknown as { handler: Handler }).handler;
const resolve = (specifier: string, importer: string): unknown => handler.call({}, specifier, importer, {});

const ariaModule = "/work/node_modules/react-aria-components/dist/private/Breadcrumbs.mjs";

it("leaves another locale's strings out of the bundle, and keeps en-US's", () => {
  expect(String(resolve("./ar-AE.mjs", ariaModule))).toMatch(/optimize-locales-plugin[/\\]empty\.js$/);
  expect(resolve("../intl/toast/en-US.mjs", ariaModule)).toBeNull();
});

it("resolves an absolute path that happens to hold a locale-like pattern as it is", () => {
  // "question-WL" holds "on-WL": a checkout in such a folder lost React from its Storybook build.
  expect(resolve("/tmp/author-edit-required-question-WLOAz5/main/node_modules/react/index.js", ariaModule)).toBeNull();
  expect(resolve("react-dom/some-XY", ariaModule)).toBeNull();
});
