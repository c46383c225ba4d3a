import { Button } from "react-aria-components";
import { useStore } from "zustand";
import { formVersionStore } from "../api/formVersion.ts";
import { useWords } from "../words.ts";

/**
 * Tells a student whose page was loaded before the university published a new version of the form
 * (the server named another at a call, api/formVersion.ts) that their answers are saved and the
 * page must be reloaded to go on with the new one. Until then nothing they type is lost: what only
 * the page's version asks is set aside by the server, not refused.
 */
export function FormUpdatedNotice() {
  const { formChanges: t } = useWords();
  const outdated = useStore(formVersionStore, (s) => s.outdated);
  if (!outdated) return null;
  return (
    <section className="banner" role="status" aria-labelledby="form-updated-title">
      <h2 id="form-updated-title" className="banner__title">
        {t.updatedTitle}
      </h2>
      <p className="banner__text">{t.updatedText}</p>
      <Button className="button button--primary" onPress={() => window.location.reload()}>
        {t.reload}
      </Button>
    </section>
  );
}
