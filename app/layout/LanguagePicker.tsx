import { Button } from "react-aria-components";
import { wordsFor } from "../../schema/words.ts";
import { request } from "../api/http.ts";
import type { Locale } from "../../engine/words/index.ts";
import { chooseLocale, offeredLocales, pageLocale } from "../locale.ts";
import { useAppStore } from "../session/hooks.ts";
import { useWords } from "../words.ts";

/**
 * The header's choice of language, on every page of a form written in more than one: a button
 * per other language, named in that language (and marked so, for a screen reader's voice), which
 * keeps the choice (with a student's account too, so it follows them to another browser) and
 * draws the page again in it (locale.ts).
 */
export function LanguagePicker() {
  const words = useWords();
  const isLoggedIn = useAppStore((s) => s.isLoggedIn);
  const choose = (locale: Locale) => {
    // The browser keeps the choice even if the account could not be told: the page changes either way.
    if (isLoggedIn)
      void request("PUT", "/api/locale", { locale })
        .catch(() => undefined)
        .then(() => chooseLocale(locale));
    else chooseLocale(locale);
  };
  const others = offeredLocales.filter((locale) => locale !== pageLocale);
  if (others.length === 0) return null;
  return (
    <nav className="language-picker" aria-label={words.language.label}>
      {others.map((locale) => (
        <Button key={locale} className="language-picker__choice" onPress={() => choose(locale)}>
          <span lang={locale}>{wordsFor(locale).language.name}</span>
        </Button>
      ))}
    </nav>
  );
}
