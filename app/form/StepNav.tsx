import type { MouseEvent } from "react";
import { interpolate } from "../../engine/index.ts";
import { useWords } from "../words.ts";
import { appForm } from "./appForm.ts";

/** Props of StepNav. */
export interface StepNavProps {
  /** The page shown. */
  current: string;
  /** Saves and goes to a page (useStepNavigation). */
  goTo: (path: string) => void;
  /** Whether a save is under way (the links wait for it). */
  isSaving: boolean;
}

/**
 * The step navigation of spec section 2: numbered links About You, Academics, Final Steps. They
 * are real links (a new tab opens the page), but a plain click saves the page first.
 */
export function StepNav({ current, goTo, isSaving }: StepNavProps) {
  const { form: t } = useWords();
  const follow = (event: MouseEvent<HTMLAnchorElement>, path: string): void => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    goTo(path);
  };
  return (
    <nav className="steps" aria-label={t.steps} aria-busy={isSaving || undefined}>
      <ol className="steps__list">
        {appForm.pages.map((page) => {
          const path = `/${page.id}`;
          const isCurrent = page.id === current;
          return (
            <li key={page.id} className="steps__item">
              <a
                href={path}
                className={`steps__link${isCurrent ? " steps__link--current" : ""}`}
                aria-current={isCurrent ? "step" : undefined}
                onClick={(event) => follow(event, path)}
              >
                <span className="steps__number" aria-hidden="true">
                  {page.step}
                </span>
                <span className="steps__label" data-label={page.title}>
                  <span className="visually-hidden">{interpolate(t.stepNumber, { n: page.step })}</span>
                  {page.title}
                </span>
              </a>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
