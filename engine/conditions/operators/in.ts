import { equals } from "./equals.ts";
import type { AnswerValue } from "../../types.ts";

/** in: the target list holds the answer (compared as text). */
export const isIn = (value: AnswerValue | undefined, target: readonly unknown[]): boolean => target.some((t) => equals(value, t));
