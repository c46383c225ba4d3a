import type { FastifyInstance } from "fastify";
import { type Answers, applyChanges, switchTab, tabKeys } from "../../engine/index.ts";
import { requestWords } from "../accounts/locale.ts";
import { removeUnnamed } from "../documents/orphans.ts";
import { documentKeys } from "../documents/questions.ts";
import { removeDocuments } from "../documents/store.ts";
import { AppError } from "../errors.ts";
import { form, tabGroups } from "../form.ts";
import { studentOf } from "../sessions/authenticate.ts";

/** GET/PUT /api/tabs: the tab chosen in each tab group; a switch removes the documents of the tabs left. */
export async function tabRoutes(app: FastifyInstance): Promise<void> {
  const { db, clock } = app;

  app.get("/tabs", async (request) => {
    const { rows } = await db.query<{ tabs: Record<string, string> }>("SELECT tabs FROM applications WHERE account_id = $1", [studentOf(request).accountId]);
    return rows[0]?.tabs ?? {};
  });

  app.put<{ Body: { tab_id: string; chosen_tab: string } }>(
    "/tabs",
    {
      schema: {
        body: {
          type: "object",
          required: ["tab_id", "chosen_tab"],
          properties: { tab_id: { type: "string", maxLength: 200 }, chosen_tab: { type: "string", maxLength: 200 } },
        },
      },
    },
    async (request) => {
      const { accountId } = studentOf(request);
      const { tab_id, chosen_tab } = request.body;
      const group = tabGroups.get(tab_id);
      if (!group) throw new AppError("unknownTabGroup", { tab_id });
      if (!group.node.tabs.some((t) => t.id === chosen_tab)) throw new AppError("unknownTab", { tab_id, chosen_tab });
      // The server clears the answers of the tabs left, as the engine says, whatever the browser sent;
      // applied as a change, so whatever those answers showed is cleared with them. The documents of
      // the tabs left go in the same transaction (spec section 4, "Tabs": the conversion record and
      // the document answer are deleted first), so no switch leaves a file behind or half removed.
      const left = group.node.tabs.filter((t) => t.id !== chosen_tab).flatMap((t) => tabKeys(group.node, group.scope, t.id));
      const dropped = await db.transaction(async (tx) => {
        const { rows } = await tx.query<{ answers: Answers }>(
          "SELECT answers FROM applications WHERE account_id = $1 AND submitted_at IS NULL FOR UPDATE",
          [accountId],
        );
        const answers = rows[0]?.answers;
        if (!answers) throw new AppError("applicationSubmitted");
        const now = clock.now();
        const objects = await removeDocuments(tx, accountId, left.filter((key) => documentKeys.has(key)), now);
        const { tab, patch: cleared } = switchTab(form, group.node, group.scope, chosen_tab, answers);
        const { patch } = applyChanges(form, answers, cleared);
        await tx.query(
          "UPDATE applications SET tabs = tabs || jsonb_build_object($2::text, $3::text), answers = answers || $4::jsonb, updated_at = $5 WHERE account_id = $1",
          [accountId, tab.tab_id, tab.chosen_tab, JSON.stringify(patch), now],
        );
        return objects;
      });
      await removeUnnamed(app.storage, dropped, request.log);
      return { message: requestWords(request).notices.tabSaved };
    },
  );
}
