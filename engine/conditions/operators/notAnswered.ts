import { answered } from "./answered.ts";
import type { AnswerValue } from "../../types.ts";

/** notAnswered: the answer is falsy (missing, "" or false). */
export const notAnswered = (value: AnswerValue | undefined): boolean => !answered(value);
