import { type RefObject, useEffect, useRef, useState } from "react";
import { useFormContext } from "../context/formContext.ts";
import { answerText } from "../store/hooks.ts";
import { changedBeforeTakeover } from "./changedBeforeTakeover.ts";

/** What an input showing one answer takes: its ref and the text it starts with. */
export interface AnswerInInput<E extends HTMLInputElement | HTMLTextAreaElement> {
  ref: RefObject<E | null>;
  defaultValue: string;
  /** The answer as the store holds it now: what the input showed before the edit being handled. */
  stored: () => string;
}

/**
 * Shows the text answer of `key` in an input the browser keeps (uncontrolled), not through a
 * React render: what the student types is already on screen, so a keystroke only writes the
 * store, and React renders nothing for it. A long page drawn in the background meanwhile is
 * not thrown away and begun again at every key (React restarts an unfinished transition when
 * the page it draws on is updated), and the key costs what the browser's own input costs. An
 * answer changed from elsewhere (loaded, cleared by a condition, carried over) is written
 * into the input when the store changes. An input that holds other text than it was drawn with
 * when the app takes it over was typed into before (a page drawn at build time takes typing from
 * its first paint): `edited` takes that text as the field's own change handler takes a key, so it
 * is kept, not overwritten; a page drawn in the browser never starts so.
 */
export function useAnswerInInput<E extends HTMLInputElement | HTMLTextAreaElement>(key: string, edited: (input: E) => void): AnswerInInput<E> {
  const { store } = useFormContext();
  const ref = useRef<E>(null);
  const [defaultValue] = useState(() => answerText(store.getState().answers[key]));
  useEffect(() => {
    const show = (): void => {
      const value = answerText(store.getState().answers[key]);
      if (ref.current && ref.current.value !== value) ref.current.value = value;
    };
    if (ref.current && changedBeforeTakeover(ref.current)) edited(ref.current);
    // What changed between the first render and now.
    show();
    return store.subscribe((state, previous) => {
      if (state.answers[key] !== previous.answers[key]) show();
    });
  }, [store, key]);
  return { ref, defaultValue, stored: () => answerText(store.getState().answers[key]) };
}
