import { catalogues } from "../../engine/index.ts";
import type { LoadedSchema } from "./load.ts";
import { declaredLocales } from "./localeTexts.ts";
import type { Finding } from "./problem.ts";

/**
 * Each locale the form declares needs the product's own words in it (engine/words): the buttons,
 * notices and messages around the form's texts. A form in a language the product does not speak
 * would show its pages with English buttons, so the locale is refused until its catalogue exists.
 */
export function checkLocaleWords(schema: LoadedSchema): Finding[] {
  const known = Object.keys(catalogues);
  return declaredLocales(schema.partner).flatMap((locale, i) =>
    known.includes(locale)
      ? []
      : [{ file: schema.partner.path, pointer: `/locales/${i}`, message: `the product's own words have no "${locale}" catalogue (engine/words has ${known.join(", ")}): add engine/words/${locale}.ts first` }],
  );
}
