import { useLocation } from "react-router";
import type { AnswerValue, Answers } from "../../engine/index.ts";

/**
 * What one screen hands the next in navigation state (spec section 2): a success or error message,
 * the username and message of a confirmation, and the visitor's answers on their way to an account.
 */
export interface NavState {
  readonly success?: string;
  readonly error?: string;
  readonly username?: string;
  readonly message?: string;
  readonly answers?: Answers;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** Answers as stored: text or true/false per key; anything else is not an answer. */
export function asAnswers(value: unknown): Answers | undefined {
  if (!isRecord(value)) return undefined;
  const out: Record<string, AnswerValue> = {};
  for (const [key, answer] of Object.entries(value)) if (typeof answer === "string" || typeof answer === "boolean") out[key] = answer;
  return out;
}

const text = (value: unknown): string | undefined => (typeof value === "string" && value !== "" ? value : undefined);

/** Navigation state read defensively: history entries outlive the code that wrote them. */
export function readNavState(state: unknown): NavState {
  if (!isRecord(state)) return {};
  const answers = asAnswers(state.answers);
  const fields = { success: text(state.success), error: text(state.error), username: text(state.username), message: text(state.message) };
  return { ...Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)), ...(answers ? { answers } : {}) };
}

export const useNavState = (): NavState => readNavState(useLocation().state);
