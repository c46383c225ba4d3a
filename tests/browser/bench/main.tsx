import { createRoot } from "react-dom/client";
import { FormProvider, PageRenderer, createFormStore } from "../../../renderer/index.ts";
import "../../../renderer/theme/base.css";
import "../../../renderer/theme/tokens.css";
import { completeAnswers } from "../../../stories/fixtures/application.ts";
import { fixtureToday, realForm, realPage, realRules } from "../../../stories/fixtures/forms.ts";
import { memoryServices } from "../../../stories/fixtures/services.ts";

/**
 * The About You page of the real application, complete and logged in, for render-bench.ts. Each
 * keystroke's time runs from its keydown to the moment the store, React and the browser's style
 * and layout have all taken it (an input listener on window runs after React's, at the root).
 */
declare global {
  interface Window {
    benchSamples: number[];
    /** Whether keystrokes are being measured (not while the benchmark clears the field). */
    benchMeasuring: boolean;
  }
}

window.benchSamples = [];
window.benchMeasuring = false;
let keydownAt: number | null = null;
document.addEventListener("keydown", () => (keydownAt = window.benchMeasuring ? performance.now() : null), { capture: true });
window.addEventListener("input", () => {
  if (keydownAt === null) return;
  document.body.getBoundingClientRect();
  window.benchSamples.push(performance.now() - keydownAt);
  keydownAt = null;
});

const store = createFormStore(realForm, { answers: completeAnswers, isLoggedIn: true, addAnother: { parent: 2 } });
const root = document.getElementById("root");
if (!root) throw new Error("no #root");
createRoot(root).render(
  <main>
    <FormProvider form={realForm} rules={realRules} services={memoryServices()} store={store} today={fixtureToday}>
      <PageRenderer page={realPage("about")} />
    </FormProvider>
  </main>,
);
