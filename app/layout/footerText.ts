import { type FooterDialogs, type TextRun, interpolate, keptInBrowserTokens, partnerTokens, textRuns } from "../../engine/index.ts";
import { footerDialogs, partnerSettings } from "../formTexts.ts";

/** A dialog's section as shown: its heading, and each paragraph as text and links. */
export interface ShownSection {
  heading: string;
  paragraphs: TextRun[][];
}

/** A footer dialog as shown: every {token} filled. */
export interface ShownDialog {
  title: string;
  sections: ShownSection[];
}

const tokens = [partnerTokens(partnerSettings), keptInBrowserTokens];
const fill = (text: string): string => interpolate(text, ...tokens);

/**
 * The dialogs of schema/footer.json with their tokens filled: partner settings, and what the app
 * keeps in the browser from the constants the server and the shell use (engine/keptInBrowser.ts).
 * Links are found before tokens are filled, so a value cannot make a link of its own.
 */
export function shownDialog(name: keyof Omit<FooterDialogs, "$schema">, dialogs: FooterDialogs = footerDialogs): ShownDialog {
  const { title, sections } = dialogs[name];
  return {
    title: fill(title),
    sections: sections.map((section) => ({
      heading: fill(section.heading),
      paragraphs: section.paragraphs.map((paragraph) => textRuns(paragraph).map((run) => ("href" in run ? { text: fill(run.text), href: fill(run.href) } : { text: fill(run.text) }))),
    })),
  };
}
