import { useState } from "react";
import type { FieldRules, Form, Page } from "../../engine/index.ts";
import { type StoreData, type FormStore, FormProvider, PageRenderer, type Registry, type RendererServices, createFormStore } from "../../renderer/index.ts";
import { fixtureToday, realRules } from "../fixtures/forms.ts";
import { memoryServices } from "../fixtures/services.ts";

/** Props of FixtureForm. */
export interface FixtureFormProps {
  /** The compiled form. */
  form: Form;
  /** The page to render. */
  page: Page;
  /** The store's starting state: answers, errors, session, tabs, ... */
  initial?: Partial<StoreData>;
  /** The services; in-memory ones by default. */
  services?: RendererServices;
  /** A store made by the caller (tests that inspect it); else one is made from `initial`. */
  store?: FormStore;
  /** Limits and required keys; the real application's by default. */
  rules?: FieldRules;
  /** The renderers; the standard registry by default. */
  registry?: Registry;
  /** Whether an unknown kind throws (development) or shows "unknown input" (production). */
  strict?: boolean;
}

/** One page of a form over a fresh store: what every story and renderer test draws. */
export function FixtureForm({ form, page, initial, services, store, rules, registry, strict }: FixtureFormProps) {
  const [own] = useState(() => store ?? createFormStore(form, initial));
  const [memory] = useState(() => services ?? memoryServices());
  return (
    <main className="fixture">
      <FormProvider form={form} rules={rules ?? realRules} services={memory} store={own} today={fixtureToday} registry={registry} strict={strict}>
        <PageRenderer page={page} />
      </FormProvider>
    </main>
  );
}
