/**
 * The inputs no first screen draws (About You's later sections, the other steps), and a select's
 * open list (parts/SelectPopover.tsx), loaded together on demand: with the first section that shows one of them (a page's sections wait for their
 * kinds, see page/PageRenderer.tsx), or at idle. One module, so the build makes one chunk of them:
 * one chunk per kind split the code they share into many small files, each gzipped apart, which
 * cost more than it saved. Which kinds are here is a matter of size only: a section that draws
 * one of them still draws whole.
 */
export { AddressInput } from "./address.tsx";
export { CheckboxGroupInput } from "./checkboxGroup.tsx";
export { CheckboxInput } from "./checkbox.tsx";
export { ConditionalSelectInput } from "./conditionalSelect.tsx";
export { FileUploadInput } from "./fileUpload.tsx";
export { PhoneInput } from "./phone.tsx";
export { RepeatInput } from "./repeat.tsx";
export { RevealInput } from "./reveal.tsx";
export { SchoolSearchInput } from "./schoolSearch.tsx";
export { SsnInput } from "./ssn.tsx";
export { TabsInput } from "./tabs.tsx";
export { TextareaInput } from "./textarea.tsx";
export { SelectPopover } from "../parts/SelectPopover.tsx";
