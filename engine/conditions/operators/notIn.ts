import { isIn } from "./in.ts";
import type { AnswerValue } from "../../types.ts";

/** notIn: the target list does not hold the answer. */
export const notIn = (value: AnswerValue | undefined, target: readonly unknown[]): boolean => !isIn(value, target);
