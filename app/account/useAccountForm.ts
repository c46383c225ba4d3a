import { useEffect, useRef, useState } from "react";
import { type AccountFormName, type FieldErrors, validateAccountForm } from "../../engine/index.ts";
import { type FormStore, createFormStore } from "../../renderer/index.ts";
import { AppError } from "../api/errors.ts";
import { today } from "../form/today.ts";
import { wordsNow } from "../words.ts";
import type { AccountForm } from "./forms.ts";

type Values = Record<string, string>;

/** A check to run: the schema and the values it is given. */
interface Check {
  name: AccountFormName;
  values: () => Values;
}

/**
 * A new password's rule messages become one line pointing to the checklist below it: spec section 5
 * shows the rules as the live checklist right below the field, so they are not listed twice.
 */
function pointToChecklist(account: AccountForm, errors: FieldErrors): FieldErrors {
  const rules = new Set(account.form.definition.passwordRules);
  return Object.fromEntries(
    Object.entries(errors).map(([key, list]) => {
      const node = account.form.keys.get(key)?.node;
      const others = list.filter((message) => !rules.has(message));
      const hasChecklist = node?.kind === "password" && node.checklist === true;
      return [key, hasChecklist && others.length < list.length ? [wordsNow().account.checklistNote, ...others] : list];
    }),
  );
}

/** The first field of the form with an error takes focus, so the student lands on what to fix. */
function focusFirstInvalid(account: AccountForm, errors: FieldErrors): void {
  const first = [...account.form.keys.keys()].find((key) => errors[key]?.length);
  if (first) document.getElementById(first)?.focus();
}

/**
 * One account form's store and checks (spec section 5). `check` validates the named schema with
 * the engine and shows the messages; after a first check, every change checks again, so a message
 * goes as soon as its cause does. `refused` shows the per-field errors a server refusal carries.
 */
export function useAccountForm(account: AccountForm, initial: Values = {}) {
  const [store] = useState<FormStore>(() => createFormStore(account.form, { answers: initial }));
  const last = useRef<Check | null>(null);

  const text = (key: string): string => {
    const value = store.getState().answers[key];
    return typeof value === "string" ? value : "";
  };
  const run = ({ name, values }: Check): FieldErrors => {
    const errors = pointToChecklist(account, validateAccountForm(account.form, name, values(), { today: today() }));
    store.getState().setErrors(errors, true);
    return errors;
  };
  const check = (name: AccountFormName, values: () => Values): boolean => {
    last.current = { name, values };
    const errors = run(last.current);
    focusFirstInvalid(account, errors);
    return Object.keys(errors).length === 0;
  };
  const refused = (error: unknown): void => {
    if (error instanceof AppError && Object.keys(error.fieldErrors).length > 0) store.getState().setErrors(error.fieldErrors, true);
  };

  useEffect(
    () =>
      store.subscribe((state, prev) => {
        if (state.answers !== prev.answers && last.current) run(last.current);
      }),
    [store],
  );

  return { store, text, check, refused };
}
