import type { FormChange } from "../../engine/index.ts";

/** How many stored applications a change touches, when the caller can count them (the database can; git cannot). */
export interface ChangeCount {
  applications: number;
  submitted: number;
}

type Of<K extends FormChange["kind"]> = Extract<FormChange, { kind: K }>;

const most = (n: number): string => `${n} ${n === 1 ? "entry" : "entries"}`;
const entries = (from: number, to: number): string => (from === to + 1 ? `entry ${from}` : `entries ${to + 1} to ${from}`);

/** One sentence per kind of change: what it does to the answers stored, then what the author can do. */
const sentences: { [K in FormChange["kind"]]: (change: Of<K>) => string } = {
  questionRemoved: ({ key }) =>
    `${key}: the question is no longer asked: applications that answered it keep an answer no page shows and the answer check refuses as not part of the application; keep the question (under a condition, if it is not to be shown) while its answers matter`,
  kindChanged: ({ key, from, to }) =>
    `${key}: the question was of kind "${from}" and is now "${to}": the answers stored for it were given to the old kind and are read as the new one's; give the new question a key of its own to leave them as they were`,
  optionRemoved: ({ key, from, label }) =>
    `${key}: option "${from}" (${label}) is no longer offered: applications that chose it keep it, and a draft's student is asked to choose again`,
  optionRecoded: ({ key, from, to, label }) =>
    `${key}: option "${from}" (${label}) is now "${to}": applications that chose it keep "${from}", which the form no longer offers, and a draft's student is asked to choose again; keep the old value unless the stored answers are moved to the new one`,
  maxLowered: ({ group, from, to }) =>
    `repeat group "${group}" now takes at most ${most(to)} where it took ${from}: applications keep ${entries(from, to)}, which no page shows and the answer check refuses; lower the maximum only when no application has filled them`,
  pageRemoved: ({ page }) =>
    `page "${page}" is gone: links to it in mails already sent and in summaries open no page; keep its id (its file name) if its questions only moved`,
  pageRenamed: ({ page, to }) =>
    `page "${page}" is now "${to}": links to "${page}" in mails already sent and in summaries open no page; keep the old id (the file name) so that they still work`,
};

/** What the count at the end of a sentence counts, by kind of change. */
const counted: { [K in FormChange["kind"]]: (change: Of<K>) => string } = {
  questionRemoved: () => "answered by",
  kindChanged: () => "answered by",
  optionRemoved: () => "chosen by",
  optionRecoded: () => "chosen by",
  maxLowered: ({ to }) => `filled past entry ${to} by`,
  pageRemoved: () => "touching",
  pageRenamed: () => "touching",
};

const applications = (n: number): string => `${n} application${n === 1 ? "" : "s"}`;

/** The sentence that names a change, ending with how many applications it touches when that is known: `…; chosen by 412 applications, 377 submitted`. */
export function changeMessage(change: FormChange, count?: ChangeCount): string {
  const sentence = (sentences[change.kind] as (c: FormChange) => string)(change);
  if (!count) return sentence;
  const verb = (counted[change.kind] as (c: FormChange) => string)(change);
  return `${sentence}; ${verb} ${applications(count.applications)}, ${count.submitted} submitted`;
}
