/** How a save that cannot be stored is refused: early when it is too large, and in a bounded answer (issue 25, finding 3). */
import { type FieldErrors, recordOf } from "../../engine/index.ts";
import { AppError } from "../errors.ts";
import { form } from "../form.ts";

/**
 * The most answers one save may hold: every key of the data model once (the data model has no
 * other keys, repeat groups counted at their maximum). A save holding more holds keys the
 * application does not have, so it is refused before any of them is checked.
 */
export const maxAnswersPerSave: number = form.keys.size;

/** Refuses a save of more answers than the data model has keys, before anything checks them one by one. */
export function refuseOversized(sent: object): void {
  const count = Object.keys(sent).length;
  if (count > maxAnswersPerSave) throw new AppError("tooManyAnswers", { count, max: maxAnswersPerSave });
}

/**
 * How many refused keys a refusal lists (a refused save listed every key a client sent, 9.35 MB
 * for 90,000 unknown ones). The app checks each answer as it is typed and sends one page's
 * changes, so what it sends is refused for a key or two; a longer list comes from a client of
 * another kind, which the first keys show what is wrong. So the answer stays small, whatever was sent.
 */
export const maxRefusalsListed = 20;

/** A refusal's errors per key, the first maxRefusalsListed of them, in their order. */
const listedRefusals = (errors: FieldErrors): FieldErrors => recordOf(Object.entries(errors).slice(0, maxRefusalsListed));

/**
 * A refusal saying the first refused key's messages, with the messages per key for the form to
 * show (the first maxRefusalsListed of them). Each key is named once, in `errors`: the message
 * once listed them all again, which doubled a large refusal.
 */
export function refuseUnstorable(errors: FieldErrors): void {
  const first = Object.values(errors)[0];
  if (first) throw new AppError("answersRefused", { first: first.join(" ") }, { errors: listedRefusals(errors) });
}
