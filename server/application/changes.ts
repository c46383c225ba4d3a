/**
 * What a client may change in the answers, before the engine applies it. Stored answers never
 * hold what the form would hide, because every writer goes through the engine's applyChanges:
 * - PUT /api/answer (answers.ts) applies the changes to the stored answers as the saves before
 *   it left them (answerWrite.ts), so two saves at once cannot bring back an answer one of them
 *   cleared; a visitor's answers carried in at login come this way too.
 * - A tab switch (tabs.ts) applies the clearing of the tabs left the same way.
 * - Removing a repeat entry (addAnother.ts) applies the moved answers and the emptied last place
 *   the same way.
 * - POST /api/submit (submit.ts) applies no change, which still clears what rows saved before
 *   the server ran the engine kept, and stores and validates that.
 * - A temporary answer set (tokens/links.ts, cli tmp-answers) is stored as the engine applies
 *   it to no answers, so the link loads only answers the form shows.
 * - A converted document sets its ANSWERED without the engine (documents/store.ts); that is
 *   sound because no condition may hide a document question (documents/questions.ts refuses
 *   to start otherwise).
 */
import { type AnswerValue, recordOf } from "../../engine/index.ts";
import { documentKeys } from "../documents/questions.ts";
import { form } from "../form.ts";

/**
 * The sent answers as engine changes: null is how some clients say "empty" (the spec's empty
 * answer is ""). Document answers are the server's to set (a converted file makes them ANSWERED,
 * a deleted one empties them), so no client can claim a document it never uploaded; `_desc`
 * companions are the engine's to write from the option chosen. Both are left out.
 */
export function clientChanges(sent: Readonly<Record<string, AnswerValue | null>>): Record<string, AnswerValue> {
  return recordOf(
    Object.entries(sent)
      .filter(([key]) => !documentKeys.has(key) && !form.keys.get(key)?.companionOf)
      .map(([key, value]) => [key, value ?? ""]),
  );
}
