/**
 * The print variants of every kind, loaded together on demand: only the service view and the
 * application PDF draw them, and they draw all of them at once. One module, so the build makes
 * one chunk of them rather than one per kind, each gzipped apart.
 */
export { AddressPrint } from "./address.print.tsx";
export { CheckboxPrint } from "./checkbox.print.tsx";
export { CheckboxGroupPrint } from "./checkboxGroup.print.tsx";
export { ConditionalSelectPrint } from "./conditionalSelect.print.tsx";
export { DatePrint } from "./date.print.tsx";
export { FileUploadPrint } from "./fileUpload.print.tsx";
export { PasswordPrint } from "./password.print.tsx";
export { PhonePrint } from "./phone.print.tsx";
export { RadioPrint } from "./radio.print.tsx";
export { RepeatPrint } from "./repeat.print.tsx";
export { RevealPrint } from "./reveal.print.tsx";
export { SchoolSearchPrint } from "./schoolSearch.print.tsx";
export { SelectPrint } from "./select.print.tsx";
export { SsnPrint } from "./ssn.print.tsx";
export { TabsPrint } from "./tabs.print.tsx";
export { TextPrint } from "./text.print.tsx";
export { TextareaPrint } from "./textarea.print.tsx";
