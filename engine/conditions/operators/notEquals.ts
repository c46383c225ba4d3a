import { equals } from "./equals.ts";
import type { AnswerValue } from "../../types.ts";

/** notEquals: the opposite of equals; an empty answer is not equal to a non-empty target. */
export const notEquals = (value: AnswerValue | undefined, target: unknown): boolean => !equals(value, target);
