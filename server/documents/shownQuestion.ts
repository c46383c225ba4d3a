import { type AddAnotherData, type Answers, type TabsData, unshownPlace } from "../../engine/index.ts";
import type { Sql } from "../db/types.ts";
import { AppError } from "../errors.ts";
import { form } from "../form.ts";

/**
 * Locks the open application (as lockOpenApplication does) and refuses a document question it
 * does not show: an upload form or a conversion for one comes from a window still showing an
 * entry removed since or a tab left since, and its document would bring that entry back (the
 * answer ANSWERED) or sit in a hidden tab. Refused with the 409 a stale removal gets, or one
 * saying the tab changed; both ask the student to reload.
 */
export async function lockShownQuestion(tx: Sql, accountId: string, answerKey: string): Promise<void> {
  const { rows } = await tx.query<{ answers: Answers; add_another: AddAnotherData; tabs: TabsData }>(
    "SELECT answers, add_another, tabs FROM applications WHERE account_id = $1 AND submitted_at IS NULL FOR UPDATE",
    [accountId],
  );
  const application = rows[0];
  if (!application) throw new AppError("applicationSubmitted");
  const unshown = unshownPlace(form, answerKey, { answers: application.answers, addAnother: application.add_another, tabs: application.tabs });
  if (unshown === "entry") throw new AppError("repeatChanged");
  if (unshown === "tab") throw new AppError("tabNotChosen");
}
