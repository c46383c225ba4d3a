/**
 * The application without its answers' validator: what the browser needs to draw the form. The
 * answers' validator (schema/generated/answerValidator.js) is most of the code compiled from the
 * schema and is needed only once answers are checked, so the browser loads it apart.
 */
import type { Authored, FormDefinition } from "../engine/index.ts";
import { optionFiles, pageFiles } from "./generated/files.ts";
import { sharedDefinition } from "./shared.ts";

// JSON imports are typed loosely (kind: string); schema:check validates every file against the
// meta-schemas the engine's types are generated from, which is what makes these casts sound.
export const pages = pageFiles as Authored.Page[];
export const optionLists = optionFiles as Authored.OptionList[];

export const applicationContent: Omit<FormDefinition, "validators"> = { ...sharedDefinition, pages, optionLists };
