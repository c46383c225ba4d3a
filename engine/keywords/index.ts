import type { KeywordDefinition } from "ajv";
import { calendarDate } from "./calendarDate.ts";
import { maxYearOffset } from "./maxYearOffset.ts";
import { minYearOffset } from "./minYearOffset.ts";
import { notAfterYearsAgo } from "./notAfterYearsAgo.ts";
import { notBeforeYearsAgo } from "./notBeforeYearsAgo.ts";

/** The project's own ajv keywords; all generate code, so they work in standalone validators. */
export const keywords: KeywordDefinition[] = [calendarDate, notAfterYearsAgo, notBeforeYearsAgo, minYearOffset, maxYearOffset];
