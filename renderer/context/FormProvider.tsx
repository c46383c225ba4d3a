import { type ReactNode, useState } from "react";
import { type Form, type Words, catalogueOf } from "../../engine/index.ts";
import type { FieldRules } from "../form/fieldRules.ts";
import { registry as defaultRegistry } from "../registry/registry.ts";
import type { Registry } from "../registry/types.ts";
import { type FormStore, createFormStore } from "../store/formStore.ts";
import { FormContext, type FormContextValue, type HeadingLevel } from "./formContext.ts";
import type { RendererServices } from "./services.ts";

/** Props of FormProvider. */
export interface FormProviderProps {
  /** The compiled form (engine compileForm). */
  form: Form;
  /** Limits and required keys read from the answer schema (fieldRules). */
  rules: FieldRules;
  /** The server calls the renderer needs, injected by the app (in-memory ones in Storybook and tests). */
  services: RendererServices;
  /** The store to use; by default one is created for this form. */
  store?: FormStore;
  /** Today, YYYY-MM-DD (the university's date); by default the browser's. */
  today?: string;
  /** The renderers to choose from; by default the standard registry. */
  registry?: Registry;
  /** Whether an unknown input kind throws (development) or shows "unknown input" (production). */
  strict?: boolean;
  /**
   * The level of the sections' headings: 2 (the default) under a page's h1; 3 where several pages
   * are drawn one after another under h2 titles of their own, as in the service print view.
   */
  headingLevel?: HeadingLevel;
  /** The product's words; by default the form's catalogue in the language it was compiled in. */
  words?: Words;
  /** The pages or nodes to render. */
  children: ReactNode;
}

const localToday = (): string => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
};

/** Provides one form's fixed parts (form, store, services, rules, registry) to every renderer below it. */
export function FormProvider({ form, rules, services, store, today, registry, strict, headingLevel, words, children }: FormProviderProps) {
  const [value] = useState<FormContextValue>(() => ({
    form,
    rules,
    services,
    store: store ?? createFormStore(form),
    registry: registry ?? defaultRegistry,
    today: today ?? localToday(),
    strict: strict ?? import.meta.env.DEV,
    headingLevel: headingLevel ?? 2,
    words: words ?? catalogueOf(form.locale, form.definition.words),
  }));
  return <FormContext value={value}>{children}</FormContext>;
}
