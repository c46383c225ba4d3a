import type { FastifyInstance } from "fastify";
import { type Answers, applyChanges, removalChanges, removeInstance, repeatCount, shiftRecord } from "../../engine/index.ts";
import { requestWords } from "../accounts/locale.ts";
import { removeUnnamed } from "../documents/orphans.ts";
import { documentKeys } from "../documents/questions.ts";
import { AppError } from "../errors.ts";
import { form, maxRepeat, repeatGroups } from "../form.ts";
import { studentOf } from "../sessions/authenticate.ts";
import { moveEntryDocuments } from "./entryDocuments.ts";

interface AddAnotherBody {
  button_id: string;
  num_components: number;
  /** The instance to remove (from 2); only with num_components one below the count shown. */
  remove?: number;
}

/**
 * GET/PUT /api/add-another: how many instances of each repeat group the student has. A count
 * goes up by itself; it goes down only by naming the instance to remove, together with the count
 * the removal leaves, so a client that knows nothing of removing, or one showing an older count
 * (another window removed or added an entry), cannot drop an entry by accident.
 */
export async function addAnotherRoutes(app: FastifyInstance): Promise<void> {
  const { db, clock } = app;

  app.get("/add-another", async (request) => {
    const { rows } = await db.query<{ add_another: Record<string, number> }>("SELECT add_another FROM applications WHERE account_id = $1", [
      studentOf(request).accountId,
    ]);
    return rows[0]?.add_another ?? {};
  });

  app.put<{ Body: AddAnotherBody }>(
    "/add-another",
    {
      schema: {
        body: {
          type: "object",
          required: ["button_id", "num_components"],
          properties: { button_id: { type: "string", maxLength: 200 }, num_components: { type: "integer" }, remove: { type: "integer" } },
        },
      },
    },
    async (request) => {
      const { accountId } = studentOf(request);
      const { button_id, num_components, remove } = request.body;
      const group = repeatGroups.get(button_id);
      if (!group) throw new AppError("unknownRepeatGroup", { button_id });
      const max = Math.min(group.max, maxRepeat);
      if (num_components < 1 || num_components > max) throw new AppError("repeatOutOfRange", { button_id, max });
      // The first entry is always shown, so it is never removed.
      if (remove !== undefined && remove < 2) throw new AppError("invalidRequest", { detail: "remove names an entry from the second on" });
      const now = clock.now();
      const dropped = await db.transaction(async (tx) => {
        const { rows } = await tx.query<{ answers: Answers; tabs: Record<string, string>; add_another: Record<string, number> }>(
          "SELECT answers, tabs, add_another FROM applications WHERE account_id = $1 AND submitted_at IS NULL FOR UPDATE",
          [accountId],
        );
        const application = rows[0];
        if (!application) throw new AppError("applicationSubmitted");
        // The count the student sees: the stored one, raised to the last instance holding an answer.
        const shown = repeatCount(group, application.add_another, application.answers);
        if (remove === undefined) {
          if (num_components < shown) throw new AppError("repeatRemoveNeeded", { button_id, shown });
          await tx.query("UPDATE applications SET add_another = add_another || jsonb_build_object($2::text, $3::int), updated_at = $4 WHERE account_id = $1", [
            accountId,
            button_id,
            num_components,
            now,
          ]);
          return [];
        }
        if (remove > shown || num_components !== shown - 1) throw new AppError("repeatChanged");
        // One transaction: the later entries' answers, chosen tabs and documents move up together,
        // and the last place is emptied, so no one ever sees half a removal.
        const removal = removeInstance(group, shown, remove);
        const { answers, patch } = applyChanges(form, application.answers, removalChanges(removal, application.answers));
        const objects = await moveEntryDocuments(tx, accountId, removal, now);
        // Removing the entry's documents emptied its document answers, which the next entry's
        // fill again even where the engine sees no change (both ANSWERED).
        const refilled = removal.removed.filter((key) => documentKeys.has(key)).map((key) => [key, answers[key] ?? ""]);
        const written = { ...Object.fromEntries(refilled), ...patch };
        await tx.query(
          "UPDATE applications SET answers = answers || $2::jsonb, tabs = $3::jsonb, add_another = add_another || jsonb_build_object($4::text, $5::int), updated_at = $6 WHERE account_id = $1",
          [accountId, JSON.stringify(written), JSON.stringify(shiftRecord(application.tabs, removal.ids)), button_id, removal.count, now],
        );
        return objects;
      });
      await removeUnnamed(app.storage, dropped, request.log);
      return { message: remove === undefined ? requestWords(request).notices.addAnotherSaved : requestWords(request).notices.entryRemoved };
    },
  );
}
