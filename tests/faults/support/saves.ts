/**
 * A stream of page saves (PUT /api/answer) by several logged-in students, each saving one answer
 * after another, as a student clicking through pages does, and a record of which saves the
 * server acknowledged (200). Each save writes a new value (`s<n>`) to one of a few text answers in
 * turn, so afterwards every answer must hold its last acknowledged value, or the value of a later
 * save whose answer never arrived (it may have committed just before the failure): anything
 * older means an acknowledged save was lost.
 */
import type { HttpClient } from "./client.ts";

const keys = ["first_name", "last_name", "preferred_name", "city"] as const;

export interface Saver {
  username: string;
  client: HttpClient;
}

/** How one save ended: acknowledged, answered with an error status, or no answer at all (the connection failed). */
export type Outcome = { kind: "acknowledged" } | { kind: "refused"; status: number; body: Record<string, unknown> } | { kind: "no answer"; reason: string };

interface Attempt {
  n: number;
  key: (typeof keys)[number];
  outcome: Outcome;
}

export class SaveStream {
  private readonly attempts = new Map<string, Attempt[]>();
  private stopping = false;
  private readonly loops: Promise<void>[];

  /**
   * Starts saving at once. With `untilFailure`, a student stops at the first save that is not
   * acknowledged (the process died); without, students carry on through errors until stop().
   */
  constructor(savers: readonly Saver[], { untilFailure, pauseMs = 0 }: { untilFailure: boolean; pauseMs?: number }) {
    this.loops = savers.map(async ({ username, client }) => {
      const mine: Attempt[] = [];
      this.attempts.set(username, mine);
      for (let n = 1; !this.stopping; n++) {
        const key = keys[n % keys.length]!;
        const attempt: Attempt = { n, key, outcome: { kind: "no answer", reason: "pending" } };
        mine.push(attempt);
        attempt.outcome = await client.put("/api/answer", { [key]: `s${n}` }).then(
          (res): Outcome => (res.status === 200 ? { kind: "acknowledged" } : { kind: "refused", status: res.status, body: res.body }),
          (error: unknown): Outcome => ({ kind: "no answer", reason: String((error as { cause?: unknown }).cause ?? error) }),
        );
        if (untilFailure && attempt.outcome.kind !== "acknowledged") return;
        if (pauseMs) await new Promise((resolve) => setTimeout(resolve, pauseMs));
      }
    });
  }

  /** Saves acknowledged so far, by all students. */
  acknowledged(): number {
    return [...this.attempts.values()].flat().filter((a) => a.outcome.kind === "acknowledged").length;
  }

  /** The saves that were not acknowledged, with how each ended. */
  unacknowledged(): Outcome[] {
    return [...this.attempts.values()]
      .flat()
      .filter((a) => a.outcome.kind !== "acknowledged")
      .map((a) => a.outcome);
  }

  /** Resolves once every student has stopped (untilFailure: each at its first failure). */
  async finished(): Promise<void> {
    await Promise.all(this.loops);
  }

  async stop(): Promise<void> {
    this.stopping = true;
    await this.finished();
  }

  /** What is wrong with one student's saved answers: an answer older than its last acknowledged save. */
  problems(username: string, saved: Readonly<Record<string, unknown>>): string[] {
    const mine = this.attempts.get(username) ?? [];
    return keys.flatMap((key) => {
      const tries = mine.filter((a) => a.key === key);
      const lastAcknowledged = Math.max(0, ...tries.filter((a) => a.outcome.kind === "acknowledged").map((a) => a.n));
      const value = saved[key];
      const n = typeof value === "string" && /^s\d+$/.test(value) ? Number(value.slice(1)) : 0;
      const allowed = n >= lastAcknowledged && (n === 0 ? lastAcknowledged === 0 : tries.some((a) => a.n === n));
      return allowed ? [] : [`${username} ${key}: saved ${JSON.stringify(value)}, but s${lastAcknowledged} was acknowledged`];
    });
  }
}
