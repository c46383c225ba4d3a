/**
 * The application's form as the app loads it: with the first form page (or a login that carries
 * a visitor's answers), never with the account pages, which need none of it. Loading it wires its
 * store to the session once: the visitor's stored answers in, answers written back as they
 * change, errors kept current while validating, emptied as a session ends or starts.
 */
import { onFormReset } from "../session/formReset.ts";
import { connectFormStore, resetFormStore } from "./appForm.ts";
import { connectValidation } from "./progress.ts";

connectFormStore();
connectValidation();
onFormReset(resetFormStore);

export { checkingForm } from "./appForm.ts";
export { FormLayout } from "./FormLayout.tsx";
export { FormPage } from "./FormPage.tsx";
export { ProfileGate } from "./ProfileGate.tsx";
