/**
 * The inputs the form's first screen draws besides text (About You's first section: radio
 * buttons, selects, the date of birth), loaded together on demand. They are not in the renderer's
 * own chunk so that the account pages, which draw text and passwords only, never load them; the
 * module that draws the form imports this one too (app/form/formPart.ts), so that its first
 * section comes with it instead of after it.
 */
export { DateInputField } from "./date.tsx";
export { RadioInput } from "./radio.tsx";
export { SelectInput } from "./select.tsx";
