/** The console's words (schema/office.json) and how its times are written. */
import { interpolate } from "../../engine/index.ts";
import { officeTexts } from "../../schema/office.ts";

export const texts = officeTexts;

/** A text with its {fill-ins} (schema/office.ts officeFillIns says which each takes). */
export const fill = (text: string, values: Readonly<Record<string, string | number>>): string => interpolate(text, values);

// The form is in US English (as react-aria's strings are), written in the officer's own time zone.
const timeFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

/** An ISO time as an officer reads it ("Nov 28, 2026, 9:14 AM"); the text as given when it is no time. */
export function timeText(iso: string): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? iso : timeFormat.format(at);
}
