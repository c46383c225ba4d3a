/** Answers that fill later entries of repeat groups, saved the way the form saves them. */
import { expect } from "vitest";
import { type AnswerValue, type Answers, repeatCount } from "../../../engine/index.ts";
import { form, repeatGroups } from "../../../server/form.ts";
import type { Answer, Client } from "./server.ts";

/**
 * Adds the entries the answers fill (PUT /api/add-another, as the student's "add another" does),
 * then saves the answers: a save alone never adds an entry (finding 8 of issue 25).
 */
export async function saveWithEntries(client: Client, answers: Readonly<Record<string, AnswerValue | null>>): Promise<Answer> {
  const stored = (await client.get("/api/add-another")).body as Record<string, number>;
  for (const group of repeatGroups.values()) {
    const count = repeatCount(group, {}, answers as Answers);
    if (count <= (stored[group.id] ?? 1)) continue;
    expect((await client.put("/api/add-another", { button_id: group.id, num_components: count })).status).toBe(200);
  }
  return client.put("/api/answer", answers);
}

/**
 * Adds the entries that hold these answer keys (PUT /api/add-another), as the student's "add
 * another" does before anything in an entry can be asked: an upload form for a question of an
 * entry not shown is refused.
 */
export async function addEntriesFor(client: Client, ...keys: string[]): Promise<void> {
  const stored = (await client.get("/api/add-another")).body as Record<string, number>;
  for (const key of keys) {
    const entry = form.keys.get(key)?.scope.group;
    if (!entry || entry.n <= (stored[entry.id] ?? 1)) continue;
    expect((await client.put("/api/add-another", { button_id: entry.id, num_components: entry.n })).status).toBe(200);
    stored[entry.id] = entry.n;
  }
}
