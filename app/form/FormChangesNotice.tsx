import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useStore } from "zustand";
import { interpolate, pendingChanges } from "../../engine/index.ts";
import { profileQuery } from "../api/queries/profile.ts";
import { useAppStore } from "../session/hooks.ts";
import { useWords } from "../words.ts";
import { appForm, formStore } from "./appForm.ts";

/** Props of FormChangesNotice. */
export interface FormChangesNoticeProps {
  /** Opens a link to a question: its page and the field, as the validation summary's links do. */
  openLink: (href: string) => void;
}

/** The question's label as the page shows it, its {tokens} filled. */
function questionLabel(key: string): string {
  const node = appForm.keys.get(key)?.node;
  const label = node && "label" in node && typeof node.label === "string" ? node.label : key;
  return interpolate(label, appForm.vars);
}

/**
 * Tells a student whose draft moved to a new version of the form (issue 39) what they must answer
 * again (a choice no longer offered, named as they had chosen it) or anew (a required question the
 * form did not ask before), each a link to the question. A line goes once it is answered, and the
 * notice with its last line.
 */
export function FormChangesNotice({ openLink }: FormChangesNoticeProps) {
  const { formChanges: t } = useWords();
  const isLoggedIn = useAppStore((s) => s.isLoggedIn);
  const changes = useQuery({ ...profileQuery(), enabled: isLoggedIn, select: (profile) => profile.form_changes ?? null }).data;
  const answers = useStore(formStore, (s) => s.answers);
  const pending = useMemo(() => (changes ? pendingChanges(appForm, changes, answers) : []), [changes, answers]);
  if (!isLoggedIn || pending.length === 0) return null;
  return (
    <section className="banner" aria-labelledby="form-changes-title">
      <h2 id="form-changes-title" className="banner__title">
        {t.title}
      </h2>
      <p className="banner__text">{t.text}</p>
      <ul className="summary__list">
        {pending.map((item) => (
          <li key={item.key} className="summary__item">
            <a
              href={item.href}
              className="summary__link"
              onClick={(event) => {
                event.preventDefault();
                openLink(item.href);
              }}
            >
              {item.given === undefined ? interpolate(t.newRequired, { question: questionLabel(item.key) }) : interpolate(t.askedAgain, { question: questionLabel(item.key), given: item.given })}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
