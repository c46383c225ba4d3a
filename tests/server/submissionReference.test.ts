import { describe, expect, it } from "vitest";
import { closeApplication } from "../../server/application/submit.ts";
import { newReference, referenceAlphabet, referencePattern } from "../../server/application/reference.ts";
import { completeApplication as complete } from "../support/completeApplication.ts";
import { databaseKinds } from "./helpers/databases.ts";
import { saveWithEntries } from "./helpers/entries.ts";
import { studentWithSession } from "./helpers/students.ts";
import { useServer } from "./helpers/suite.ts";

// The day the complete-application fixture is valid on (its dates are relative to it).
const fixtureDay = Date.parse("2026-11-21T17:00:00Z");

describe("a submission reference", () => {
  it("is eight characters of the alphabet in two groups of four, and misses none of it", () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const reference = newReference();
      expect(reference).toMatch(referencePattern);
      for (const c of reference.replace("-", "")) seen.add(c);
    }
    expect(referenceAlphabet).not.toMatch(/[01ILOU]/);
    expect([...seen].sort().join("")).toBe([...referenceAlphabet].sort().join(""));
  });
});

describe.each(databaseKinds)("the receipt of a submit (%s)", (kind) => {
  const s = useServer(kind, "submission_reference", { clockStart: fixtureDay });

  it("answers the reference and the time, which the profile and a second submit give again", async () => {
    const { client } = await studentWithSession(s.t.app);
    expect((await client.get("/api/profile")).body.submission).toBeNull();
    await saveWithEntries(client, complete);
    const submitted = await client.post("/api/submit");
    expect(submitted.status).toBe(200);
    const receipt = { reference: submitted.body.reference, submitted_at: submitted.body.submitted_at };
    expect(receipt.reference).toMatch(referencePattern);
    expect(receipt.submitted_at).toBe(new Date(fixtureDay).toISOString());
    expect((await client.get("/api/profile")).body.submission).toEqual({ ...receipt, submitted_at_text: submitted.body.submitted_at_text });
    s.t.clock.advance(60_000);
    expect((await client.post("/api/submit")).body).toMatchObject(receipt);
  });

  it("is drawn again when the one drawn is another application's", async () => {
    const first = await studentWithSession(s.t.app);
    const second = await studentWithSession(s.t.app);
    const now = s.t.clock.now();
    const taken = await s.db.transaction((tx) => closeApplication(tx, first.accountId, now, {}, () => "2222-2222"));
    const draws = ["2222-2222", "2222-2222", "3333-3333"];
    const given = await s.db.transaction((tx) => closeApplication(tx, second.accountId, now, {}, () => draws.shift()!));
    expect([taken, given, draws]).toEqual(["2222-2222", "3333-3333", []]);
  });
});
