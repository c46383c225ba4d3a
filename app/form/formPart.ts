/**
 * The application's form as the app loads it: with the first form page (or a login that carries
 * a visitor's answers), never with the account pages, which need none of it. Loading it wires its
 * store to the session once: the visitor's stored answers in, answers written back as they
 * change, errors kept current while validating, emptied as a session ends or starts.
 */
import { preloadKinds, registry } from "../../renderer/index.ts";
// The inputs of the form's first screen come with this module, not after it (kinds/firstInputs.ts).
import "../../renderer/kinds/firstInputs.ts";
import { onFormReset } from "../session/formReset.ts";
import { appForm, connectFormStore, resetFormStore } from "./appForm.ts";
import { connectValidation } from "./progress.ts";

connectFormStore();
connectValidation();
onFormReset(resetFormStore);

/**
 * Resolves once the kinds of the first page's first section can be drawn without waiting. They
 * are in this module's chunks already, so this takes no request, but the registry reaches them
 * through an asynchronous import: the route draws the page once this has resolved, so that a
 * prerendered first section is taken over at once and a first visit never shows a spinner for
 * code that is already there.
 */
export const firstScreenDrawable: Promise<void> = preloadKinds(registry, appForm.pages[0]?.children.slice(0, 1) ?? [], "Field");

export { checkingForm } from "./appForm.ts";
export { FormLayout } from "./FormLayout.tsx";
export { FormPage } from "./FormPage.tsx";
export { ProfileGate } from "./ProfileGate.tsx";
