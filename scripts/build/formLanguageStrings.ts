import optimizeLocales from "@react-aria/optimize-locales-plugin";
import type { Plugin } from "vite";
import { formLocales } from "./formTitle.ts";

type ResolveHandler = (this: unknown, specifier: string, importer: string | undefined, options: unknown) => unknown;

/**
 * react-aria's own strings (the words its inputs write themselves) in the form's languages only:
 * its optimize-locales plugin leaves the other locales' string files out of the bundle, and a
 * language without a region keeps each of its regions' (es keeps es-ES). The plugin takes any
 * import whose specifier holds two small letters, a dash and two capitals for a locale's strings,
 * so an absolute path through a folder such as /tmp/author-edit-question-WLOAz5/ ("on-WL") was
 * taken for one, and React itself was left out of the Storybook build made there. react-aria
 * imports its strings by relative paths (./ar-AE.mjs, ../intl/toast/ar-AE.mjs), so only those are
 * handed to the plugin.
 */
export function formLanguageStrings(locales: readonly string[] = formLocales()): Plugin {
  // react-aria falls back to en-US's strings for a language it has none of.
  const plugin = optimizeLocales.vite({ locales: [...new Set([...locales, "en-US"])] }) as Plugin;
  const hook = plugin.resolveId as unknown as { filter: unknown; handler: ResolveHandler };
  const handler: ResolveHandler = function (specifier, importer, options) {
    return specifier.startsWith(".") ? hook.handler.call(this, specifier, importer, options) : null;
  };
  return { ...plugin, resolveId: { filter: hook.filter, handler } } as unknown as Plugin;
}
