/**
 * theme.json's colours meet WCAG 2.2 AA contrast where the styles set one on another: 4.5:1 for
 * text (1.4.3), 3:1 for large text (1.4.3) and for the boundaries of controls and their states
 * (1.4.11). A rebranded form chooses every colour, so the check is the form's, not the CSS's.
 * https://www.w3.org/TR/WCAG22/#contrast-minimum, https://www.w3.org/TR/WCAG22/#non-text-contrast
 */
import type { LoadedSchema } from "./load.ts";
import type { Finding } from "./problem.ts";

/** What is drawn in the foreground colour: each kind has its least contrast. */
export type PairKind = "text" | "large text" | "control boundary";

export const leastContrast: Record<PairKind, number> = { text: 4.5, "large text": 3, "control boundary": 3 };

/** A theme colour by its name and shade in theme.json (`primary.main`), as the CSS uses it (var(--color-primary-main)). */
type Shade = `${string}.${string}`;

export interface ColourPair {
  foreground: Shade;
  background: Shade;
  kind: PairKind;
  /** Where the styles (renderer/theme/base.css, app/styles/app.css) draw it, for the message. */
  uses: string;
}

/**
 * The pairs the styles draw. Text without a background of its own stands on its page's, white.main
 * (the form, the cards, the header); tests/unit/schema/themeContrast.test.ts finds every rule that
 * sets a colour on a background of its own in the CSS here. Lines that only separate (card and
 * list rules, the neutral.light ones) and the notices' coloured edges are decoration: WCAG asks
 * no contrast of them. A control's boundary drawn in a colour its text also uses on the same
 * background is checked as text, the stricter.
 */
export const themePairs: readonly ColourPair[] = [
  { foreground: "neutral.dark", background: "white.main", kind: "text", uses: "body text, .tabs__tab, .popover" },
  { foreground: "neutral.dark", background: "white.dark", kind: "text", uses: "body outside the page's main part" },
  { foreground: "neutral.main", background: "white.main", kind: "text", uses: ".field__help, .header__title, .select__value[data-placeholder]; the borders of .field__input, .radio__circle, .checkbox__box" },
  { foreground: "primary.dark", background: "white.main", kind: "text", uses: ".page-heading, .section__title, .header__provider, .skip-link" },
  { foreground: "primary.main", background: "white.main", kind: "text", uses: ".link, .button--secondary, .steps__link; the focus ring, the borders of .button and a checked .radio__circle, the selected .tabs__tab" },
  { foreground: "error.main", background: "white.main", kind: "text", uses: ".field__error, .checklist__item--error; the border of an invalid .field__input, .radio__circle or .checkbox__box" },
  { foreground: "error.dark", background: "white.main", kind: "text", uses: ".error-screen__title, .pdf-link--error, .unknown-input" },
  { foreground: "secondary.main", background: "white.main", kind: "text", uses: ".checklist__item--success" },
  { foreground: "white.main", background: "primary.main", kind: "text", uses: ".button--primary, .select__option[data-focused], .steps__number" },
  { foreground: "white.main", background: "primary.dark", kind: "text", uses: ".button[data-pressed], .footer" },
  { foreground: "white.main", background: "error.main", kind: "text", uses: ".button--danger" },
  { foreground: "white.main", background: "secondary.dark", kind: "text", uses: ".toast--success" },
  { foreground: "white.main", background: "error.dark", kind: "text", uses: ".toast--error" },
  { foreground: "neutral.dark", background: "primary.extraLight", kind: "text", uses: ".content, .benefits" },
  { foreground: "primary.main", background: "primary.extraLight", kind: "text", uses: ".link in .content" },
  { foreground: "primary.dark", background: "primary.extraLight", kind: "text", uses: ".notice--info, .benefits__title" },
  { foreground: "neutral.dark", background: "accent.extraLight", kind: "text", uses: ".content--warning" },
  { foreground: "accent.dark", background: "accent.extraLight", kind: "text", uses: ".summary__item--warning .summary__link" },
  { foreground: "neutral.dark", background: "secondary.extraLight", kind: "text", uses: ".banner" },
  { foreground: "secondary.dark", background: "secondary.extraLight", kind: "text", uses: ".notice--success, .banner__title" },
  { foreground: "error.dark", background: "error.extraLight", kind: "text", uses: ".content--stop, .notice--error, .summary__link" },
  { foreground: "neutral.dark", background: "neutral.extraLight", kind: "control boundary", uses: "the icon of a hovered .icon-button" },
];

/** sRGB relative luminance (WCAG 2.2, "relative luminance"). */
function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two #rrggbb colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const pointerOf = (shade: Shade): string => `/colors/${shade.replace(".", "/")}`;

/** Each pair of `pairs` whose colours in `colors` (theme.json's) are too alike for its kind. */
export function contrastFindings(file: string, colors: unknown, pairs: readonly ColourPair[] = themePairs): Finding[] {
  const colour = (shade: Shade): string | undefined => {
    const [name = "", tone = ""] = shade.split(".");
    const value = (colors as Record<string, Record<string, unknown> | undefined> | undefined)?.[name]?.[tone];
    return typeof value === "string" && /^#[0-9a-fA-F]{6}$/.test(value) ? value : undefined;
  };
  return pairs.flatMap(({ foreground, background, kind, uses }) => {
    const [fore, back] = [colour(foreground), colour(background)];
    // A colour missing or not #rrggbb is the meta-schema's finding.
    if (!fore || !back) return [];
    const ratio = contrastRatio(fore, back);
    if (ratio >= leastContrast[kind]) return [];
    const shown = `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
    return [{ file, pointer: pointerOf(foreground), message: `${pointerOf(foreground)} (${fore}) on ${pointerOf(background)} (${back}) has a contrast of ${shown}; ${kind} needs ${leastContrast[kind]}:1 (WCAG 2.2 AA) where the styles draw it: ${uses}` }];
  });
}

export const checkThemeContrast = (schema: LoadedSchema): Finding[] => contrastFindings(schema.theme.path, schema.theme.json.colors);
