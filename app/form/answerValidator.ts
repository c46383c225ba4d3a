import type { CompiledValidator } from "../../engine/index.ts";
import { dates } from "../../schema/generated/dateValidator.js";
import { whenIdle } from "../ui/whenIdle.ts";

/**
 * The answers' validator is most of the code compiled from the schema, and no page needs it to
 * draw: it checks answers on submit, while validating, and when answers kept in the browser are
 * put back. So it is loaded apart, once, at idle time after a form page's first paint or when
 * something needs it first.
 */
let loaded: CompiledValidator | undefined;
let loading: Promise<CompiledValidator> | undefined;

/** The answers' validator, loaded once; a load that failed (the network) is tried again on the next call. */
export function loadAnswerValidator(): Promise<CompiledValidator> {
  loading ??= import("../../schema/generated/answerValidator.js").then(
    (module) => (loaded = module.answers),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The answers' validator if it has loaded. */
export const loadedAnswerValidator = (): CompiledValidator | undefined => loaded;

/** Loads the answers' validator when the browser is next idle, so that checking answers later waits for nothing. */
export function prefetchAnswerValidator(): void {
  // A failed prefetch costs nothing: whatever needs the validator loads it again and reports a failure then.
  whenIdle(() => void loadAnswerValidator().catch(() => undefined));
}

/**
 * The answers' validator the renderer is given. The renderer checks answers itself only as a date
 * is typed (an impossible day shows the data model's message at once and is not stored); until
 * the whole validator has loaded, the dates' own (generated from the same data model, the same
 * rules and messages for a date) answers that.
 */
export const rendererAnswerValidator: CompiledValidator = function (this: { today: string } | undefined, data: unknown): boolean {
  const current = loaded ?? dates;
  const valid = current.call(this, data);
  rendererAnswerValidator.errors = current.errors ?? null;
  return valid;
};
