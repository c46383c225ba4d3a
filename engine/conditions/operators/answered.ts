import type { AnswerValue } from "../../types.ts";

/** answered: the answer is truthy: not missing, not "", not false. */
export const answered = (value: AnswerValue | undefined): boolean => Boolean(value);
