/** What `npm run -s cli -- form …` prints (cli/form.ts), written once here. {tokens} are filled by interpolate. */
export const formCommandMessages = {
  usage: "usage: {usage}",
  noVersion: "The database has run no version of the form yet: the server stores the first as it starts.",
  unknownLabel: "The database has no version of the form labelled \"{label}\"; npm run -s cli -- form versions lists those it has.",
  versionsHeading: "label\tfirst run\tstarted on it\tdrafts on it\tsubmitted on it\tid",
  versionsRow: "{label}\t{firstRunAt}\t{started}\t{drafts}\t{submitted}\t{id}",
  unreadableChanges: "{file} is not a list of form changes as schema:check writes them: {reason}",
} as const;
