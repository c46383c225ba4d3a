import { FormProvider, type FormStore, PageRenderer, type RendererServices } from "../../renderer/index.ts";
import { useWords } from "../words.ts";
import { today } from "./appForm.ts";
import type { PrintedForm } from "./versionForm.ts";

/** Props of PrintedPages. */
export interface PrintedPagesProps {
  /** The form the application is drawn with: its own version's (versionForm.ts printedForm). */
  printed: PrintedForm;
  /** The store holding the application shown. */
  store: FormStore;
  services: RendererServices;
  /** The level of each page's title; the questions' headings are one below. */
  titleLevel: 2 | 3;
  /** Prefix of the page titles' ids, unique within the screen. */
  idPrefix: string;
}

/**
 * Every page of the application, one after another, each under its step and title: the print
 * layout the staff link's view and the console's print view share, drawn by the renderer's print
 * variants from `store` with the questions, options and words of the application's version.
 */
export function PrintedPages({ printed: { form, rules }, store, services, titleLevel, idPrefix }: PrintedPagesProps) {
  const Title = `h${titleLevel}` as const;
  return (
    <FormProvider form={form} rules={rules} services={services} store={store} today={today()} headingLevel={3} words={useWords()}>
      {form.pages.map((page) => (
        <section key={page.id} className="service__page" aria-labelledby={`${idPrefix}${page.id}`}>
          <Title id={`${idPrefix}${page.id}`} className="service__page-title">
            {page.step}. {page.title}
          </Title>
          <PageRenderer page={page} />
        </section>
      ))}
    </FormProvider>
  );
}
