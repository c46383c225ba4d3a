/**
 * A page the student opened before the server started on the running version of the form still
 * runs the version it was loaded with, and saves what that version asks (issue 39). Every call of
 * the app names its version by label (the form-version header, app/api/http.ts), and every answer
 * of the server names the running one, so the page can tell its student to reload. Until then, a
 * save of an answer the running version no longer asks or accepts is set aside, as a moved draft's
 * is (moveDraft.ts), rather than refused: the student typed it on the form they were shown, and
 * no keystroke is lost to a form change. An answer the running version takes is saved as ever.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { type AnswerValue, type Clock, carryOver, formVersionHeader, recordOf } from "../../engine/index.ts";
import type { Sql } from "../db/types.ts";
import { form } from "../form.ts";
import { currentVersionLabel } from "./current.ts";
import { formOfVersion } from "./forms.ts";
import { storedVersionId } from "./list.ts";
import { type SetAsideEntry, setAsideEntries } from "./setAside.ts";

/** Every answer names the version the server runs. */
export function nameRunningVersion(app: FastifyInstance): void {
  app.addHook("onSend", async (_request, reply) => {
    reply.header(formVersionHeader, currentVersionLabel);
  });
}

/** The version label the calling page runs, when it named one other than the running version. */
function olderLabel(request: FastifyRequest): string | undefined {
  const named = request.headers[formVersionHeader];
  return typeof named === "string" && named !== currentVersionLabel ? named : undefined;
}

export interface SortedSave {
  /** What the running version takes, to be checked and saved as any save is. */
  sent: Record<string, AnswerValue | null>;
  /** What only the page's version asked, to be kept in applications.set_aside. */
  setAside: SetAsideEntry[];
}

/**
 * The sent answers of `request` parted into what the running version takes and what it sets
 * aside: all of them are taken when the page runs the running version, or one this database never
 * ran (then the save is checked, and maybe refused, as any is).
 */
export async function sortOlderSave(db: Sql, request: FastifyRequest, sent: Record<string, AnswerValue | null>, clock: Clock, now: Date): Promise<SortedSave> {
  const label = olderLabel(request);
  const id = label === undefined ? undefined : await storedVersionId(db, label);
  if (id === undefined) return { sent, setAside: [] };
  const given = recordOf(Object.entries(sent).map(([key, value]) => [key, value ?? ""] as const));
  const { setAside } = carryOver(await formOfVersion(db, id), form, given, clock);
  return { sent: recordOf(Object.entries(sent).filter(([key]) => !Object.hasOwn(setAside, key))), setAside: setAsideEntries(setAside, id, now) };
}
