import { useEffect, useMemo, useState } from "react";
import { type AnswerValue, formFieldRules } from "../engine/index.ts";
import { FormProvider, PageRenderer } from "../renderer/index.ts";
import { type LiveSchema, useLiveSchema } from "./liveSchema.ts";
import { AnswersPanel } from "./panels/AnswersPanel.tsx";
import { ConditionsMap } from "./panels/ConditionsMap.tsx";
import { InspectorPanel } from "./panels/InspectorPanel.tsx";
import { ProblemsOverlay } from "./panels/ProblemsOverlay.tsx";
import { SummaryPanel } from "./panels/SummaryPanel.tsx";
import { workbenchServices } from "./services.ts";
import { useVersionStore } from "./versionStore.ts";

const today = new Date().toISOString().slice(0, 10);

/** The key of the question an element belongs to: the id of its input, or of the field around it. */
function questionKeyAt(target: EventTarget | null, live: LiveSchema): string | undefined {
  for (let el = target instanceof Element ? target : null; el; el = el.parentElement) {
    const ids = [el.id, el.getAttribute("for") ?? "", el.querySelector("[id]")?.id ?? ""];
    const key = ids.find((id) => id && live.form.keys.has(id) && !live.form.keys.get(id)?.companionOf);
    if (key) return key;
    if (el.classList.contains("workbench__page")) return undefined;
  }
  return undefined;
}

/**
 * The author's workbench: the chosen page of the form as the student sees it (or in print), live
 * from the schema files, with schema:check's problems over it and panels for answers, the summary
 * at submit, the question under the pointer and the page's conditions.
 */
export function Workbench() {
  const { live, problems } = useLiveSchema();
  const [pageId, setPageId] = useState<string>();
  const { store, renew } = useVersionStore(live);
  const [pointed, setPointed] = useState<string>();
  const [notice, setNotice] = useState("");
  const [fixtures, setFixtures] = useState<{ name: string; answers: Record<string, AnswerValue> }[]>([]);
  const services = useMemo(() => workbenchServices(setNotice), []);
  useEffect(() => void fetch("/__author/fixtures").then((r) => r.json()).then(setFixtures), []);

  if (!live || !store) return <main className="workbench"><ProblemsOverlay problems={problems} /><p>Loading the schema…</p></main>;
  const page = live.form.pages.find((p) => p.id === pageId) ?? live.form.pages[0];
  if (!page) return <main className="workbench"><p>The schema has no page.</p></main>;
  const state = store.getState();
  const toggle = (key: "isLoggedIn" | "isServiceUser"): void => {
    store.getState().setSession({ [key]: !store.getState()[key] });
    renew();
  };
  return (
    <FormProvider key={`${live.version}-${String(state.isServiceUser)}-${String(state.isLoggedIn)}`} form={live.form} rules={formFieldRules(live.form)} services={services} store={store} today={today}>
      <div className="workbench">
        <header className="workbench__bar">
          <h1>Author's workbench</h1>
          <nav aria-label="Pages">
            {live.form.pages.map((p) => (
              <button key={p.id} type="button" aria-pressed={p.id === page.id} onClick={() => setPageId(p.id)}>
                {p.title}
              </button>
            ))}
          </nav>
          <button type="button" aria-pressed={state.isServiceUser} onClick={() => toggle("isServiceUser")}>Print preview</button>
          <button type="button" aria-pressed={!state.isLoggedIn} onClick={() => toggle("isLoggedIn")}>As a visitor</button>
          <span className="workbench__version">version {live.version}</span>
          {notice && <span role="status">{notice}</span>}
        </header>
        <ProblemsOverlay problems={problems} />
        <main
          className="workbench__page"
          onMouseOver={(e) => setPointed((k) => questionKeyAt(e.target, live) ?? k)}
          onFocus={(e) => setPointed((k) => questionKeyAt(e.target, live) ?? k)}
        >
          <PageRenderer page={page} />
        </main>
        <aside className="workbench__side" aria-label="Workbench panels">
          <InspectorPanel questionKey={pointed} model={live.model} />
          <SummaryPanel />
          <AnswersPanel fixtures={fixtures} />
          <ConditionsMap pageId={page.id} />
        </aside>
      </div>
    </FormProvider>
  );
}
