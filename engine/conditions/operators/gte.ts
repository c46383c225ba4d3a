import { numeric } from "./compare.ts";
import type { AnswerValue } from "../../types.ts";

/** gte: the answer is a number >= the target; false when either is not a number. */
export const gte = (value: AnswerValue | undefined, target: unknown): boolean => numeric(value, target, (a, b) => a >= b);
