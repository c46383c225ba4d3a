/**
 * The schema as the workbench's server last found it sound, compiled for the engine, and the
 * problems of the files on disk now. A new version arrives after each good save (an HMR event);
 * a broken save brings only its problems, and the last good version stays.
 */
import { useEffect, useRef, useState } from "react";
import { type CompiledValidator, type Form, type FormDefinition, compileForm } from "../engine/index.ts";
import { accountValidators } from "../schema/accountValidators.ts";
import { document as documentValidator } from "../schema/generated/documentValidator.js";
import type { SchemaNews } from "./server/plugin.ts";

export type Problem = SchemaNews["problems"][number];

export interface LiveSchema {
  readonly version: number;
  readonly form: Form;
  /** The generated data model (answers.schema.json) of this version. */
  readonly model: Record<string, unknown>;
}

async function load(): Promise<{ live: LiveSchema | undefined; problems: readonly Problem[] }> {
  const body = (await (await fetch("/__author/schema")).json()) as SchemaNews & { definition?: Omit<FormDefinition, "validators">; model?: Record<string, unknown> };
  if (!body.definition || !body.model) return { live: undefined, problems: body.problems };
  // Only the answers' validator changes with the folder; the account and document ones are the app's.
  const { answers } = (await import(/* @vite-ignore */ `/__author/validators.js?v=${body.version}`)) as { answers: CompiledValidator };
  const validators = { answers, document: documentValidator, forms: accountValidators };
  return { live: { version: body.version, form: compileForm({ ...body.definition, validators }), model: body.model }, problems: body.problems };
}

/** The live schema and the current problems; `live` is undefined until a first good version exists. */
export function useLiveSchema(): { live: LiveSchema | undefined; problems: readonly Problem[] } {
  const [state, setState] = useState<{ live: LiveSchema | undefined; problems: readonly Problem[] }>({ live: undefined, problems: [] });
  const shown = useRef(0);
  shown.current = state.live?.version ?? 0;
  useEffect(() => {
    const update = (): void =>
      void load().then((next) => {
        if (next.live && next.live.version !== shown.current && document.activeElement instanceof HTMLElement) {
          // A text area keeps what is typed until it loses focus: let it hand its text to the
          // store before the page is drawn anew from the new version.
          document.activeElement.blur();
        }
        setState((s) => (next.live && next.live.version !== s.live?.version ? next : { live: s.live, problems: next.problems }));
      });
    update();
    import.meta.hot?.on("author:schema", update);
    return () => import.meta.hot?.off("author:schema", update);
  }, []);
  return state;
}
