/**
 * The inputs that neither About You (a visitor's first page) nor the account pages draw, loaded
 * together on demand: with the first page that shows one of them (PageRenderer waits for them),
 * or at idle. One module, so the build makes one chunk of them: one chunk per kind split the code
 * they share into many small files, each gzipped apart, which cost more than it saved. Which
 * kinds are here is a matter of size only: a page that draws one of them still draws whole.
 */
export { RevealInput } from "./reveal.tsx";
export { TabsInput } from "./tabs.tsx";
export { TextareaInput } from "./textarea.tsx";
export { SsnInput } from "./ssn.tsx";
export { SchoolSearchInput } from "./schoolSearch.tsx";
export { FileUploadInput } from "./fileUpload.tsx";
