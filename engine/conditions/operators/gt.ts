import { numeric } from "./compare.ts";
import type { AnswerValue } from "../../types.ts";

/** gt: the answer is a number > the target; false when either is not a number. */
export const gt = (value: AnswerValue | undefined, target: unknown): boolean => numeric(value, target, (a, b) => a > b);
