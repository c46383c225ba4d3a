import type { KeywordDefinition } from "ajv";
import { calendarDate } from "./calendarDate.ts";
import { compare } from "./compare.ts";
import { yearIn } from "./yearIn.ts";
import { yearOffset } from "./yearOffset.ts";
import { yearsAgo } from "./yearsAgo.ts";

/** The project's own ajv keywords; all generate code, so they work in standalone validators. */
export const keywords: KeywordDefinition[] = [calendarDate, yearsAgo, yearOffset, yearIn, compare];
