import { asText } from "./compare.ts";
import type { AnswerValue } from "../../types.ts";

/** equals: the answer, read as text, is the target (true equals "true"). */
export const equals = (value: AnswerValue | undefined, target: unknown): boolean => asText(value) === asText(target);
