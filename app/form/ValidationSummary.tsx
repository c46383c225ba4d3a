import { Fragment, type Ref, useMemo } from "react";
import { useWords } from "../words.ts";
import { useStore } from "zustand";
import { summarize, summaryByPage } from "../../engine/index.ts";
import { ErrorIcon } from "../../renderer/index.ts";
import { useAppStore } from "../session/hooks.ts";
import { appForm, formStore } from "./appForm.ts";

/** Props of ValidationSummary. */
export interface ValidationSummaryProps {
  /** Opens a summary link: the page and the field (useFieldLink). */
  openLink: (href: string) => void;
  /** The heading, which takes focus after a submit that found errors. */
  headingRef: Ref<HTMLHeadingElement>;
}

/**
 * The validation summary of spec section 2, shown only while validating: each failing question
 * links to /{page}#{key}; month and year share a line; the stop alert of the application type
 * gets the warning style. The links stand under the title of the step they are on, so a student
 * with many missing items sees where each one is.
 */
export function ValidationSummary({ openLink, headingRef }: ValidationSummaryProps) {
  const words = useWords();
  const validating = useAppStore((s) => s.webStatus === "validating");
  const errors = useStore(formStore, (s) => s.errors);
  const groups = useMemo(() => summaryByPage(appForm, summarize(appForm, errors)), [errors]);
  if (!validating || groups.length === 0) return null;
  return (
    <section className="summary" aria-labelledby="validation-summary-title">
      <h2 id="validation-summary-title" ref={headingRef} tabIndex={-1} className="summary__title">
        <ErrorIcon />
        {words.messages.summaryHeading}
      </h2>
      <p className="summary__text">{words.messages.summaryText}</p>
      {groups.map((group) => (
        <Fragment key={group.page}>
          <h3 id={`validation-summary-${group.page}`} className="summary__step">
            {group.title}
          </h3>
          <ul className="summary__list" aria-labelledby={`validation-summary-${group.page}`}>
            {group.items.map((item) => (
              <li key={item.key} className={`summary__item summary__item--${item.tone}`}>
                <a
                  href={item.href}
                  className="summary__link"
                  onClick={(event) => {
                    event.preventDefault();
                    openLink(item.href);
                  }}
                >
                  {item.messages.join(" ")}
                </a>
              </li>
            ))}
          </ul>
        </Fragment>
      ))}
    </section>
  );
}
