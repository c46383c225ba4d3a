import { createContext, useContext } from "react";
import type { Form, Words } from "../../engine/index.ts";
import type { FieldRules } from "../form/fieldRules.ts";
import type { Registry } from "../registry/types.ts";
import type { FormStore } from "../store/formStore.ts";
import type { RendererServices } from "./services.ts";

/** Everything fixed for one rendered form; it never changes while the form is shown, so reading it re-renders nothing. */
export interface FormContextValue {
  readonly form: Form;
  readonly store: FormStore;
  readonly services: RendererServices;
  readonly rules: FieldRules;
  readonly registry: Registry;
  /** Today, YYYY-MM-DD: year lists and date rules count from it. */
  readonly today: string;
  /** Development: an unknown input kind throws. Production: it renders a visible "unknown input". */
  readonly strict: boolean;
  /** The level of a section's heading; a repeat instance's title is one below it. */
  readonly headingLevel: HeadingLevel;
  /** The product's words in the language the form is shown in: the inputs' own buttons, notices and dialogs. */
  readonly words: Words;
}

/** Heading levels the renderer draws sections at: 2 under a page's h1, 3 where pages have h2 titles of their own. */
export type HeadingLevel = 2 | 3;

export const FormContext = createContext<FormContextValue | null>(null);

/** The form context; a renderer outside a FormProvider is a programming error. */
export function useFormContext(): FormContextValue {
  const value = useContext(FormContext);
  if (!value) throw new Error("renderer components must be inside <FormProvider>");
  return value;
}

/** The product's words in the language the form is shown in. */
export const useWords = (): Words => useFormContext().words;
