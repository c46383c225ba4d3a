import type { AddAnotherData, FieldErrors, TabsData } from "../../engine/index.ts";
import type { FormState, SliceCreator } from "./types.ts";

/** A stored document's record (the profile's document_answer). */
export interface DocumentInfo {
  readonly file_name: string;
  readonly file_size: number;
}

/** Where an upload in progress stands; a field with no entry is idle (empty or done). */
export type UploadPhase = "uploading" | "converting" | "failed";

/** What the app tells the renderer about the session, and what the student did that is not an answer. */
export interface UiSlice {
  isLoggedIn: boolean;
  /** Service mode: a staff member's read-only print view. */
  isServiceUser: boolean;
  /** Validation errors per answer key (engine FieldErrors). */
  errors: FieldErrors;
  /** Whether fields show their errors: the app turns this on while the status is validating. */
  showErrors: boolean;
  /** Reveal toggles the student opened, by resolved id. */
  revealed: Record<string, boolean>;
  /** Chosen tab per tab group (GET /api/tabs). */
  tabs: Record<string, string>;
  /** Instances per repeat group (GET /api/add-another). */
  addAnother: Record<string, number>;
  /** Uploaded documents per answer key (document_answer). */
  documents: Record<string, DocumentInfo>;
  uploads: Record<string, UploadPhase>;
  setSession: (session: { isLoggedIn?: boolean; isServiceUser?: boolean }) => void;
  setErrors: (errors: FieldErrors, show: boolean) => void;
  reveal: (id: string, open: boolean) => void;
  setTabs: (tabs: TabsData) => void;
  chooseTab: (tabId: string, chosen: string) => void;
  setAddAnother: (data: AddAnotherData) => void;
  setRepeatCount: (groupId: string, count: number) => void;
  setDocument: (key: string, document: DocumentInfo | null) => void;
  setUpload: (key: string, phase: UploadPhase | null) => void;
}

/** A record without one key. */
const without = <T>(record: Record<string, T>, key: string): Record<string, T> => Object.fromEntries(Object.entries(record).filter(([k]) => k !== key));

export const uiSlice =
  (initial: Partial<FormState>): SliceCreator<UiSlice> =>
  (set) => ({
    isLoggedIn: initial.isLoggedIn ?? false,
    isServiceUser: initial.isServiceUser ?? false,
    errors: { ...initial.errors },
    showErrors: initial.showErrors ?? false,
    revealed: { ...initial.revealed },
    tabs: { ...initial.tabs },
    addAnother: { ...initial.addAnother },
    documents: { ...initial.documents },
    uploads: { ...initial.uploads },
    setSession: (session) =>
      set((s) => {
        if (session.isLoggedIn !== undefined) s.isLoggedIn = session.isLoggedIn;
        if (session.isServiceUser !== undefined) s.isServiceUser = session.isServiceUser;
      }),
    setErrors: (errors, show) =>
      set((s) => {
        s.errors = errors;
        s.showErrors = show;
      }),
    reveal: (id, open) =>
      set((s) => {
        s.revealed[id] = open;
      }),
    setTabs: (tabs) =>
      set((s) => {
        s.tabs = { ...tabs };
      }),
    chooseTab: (tabId, chosen) =>
      set((s) => {
        s.tabs[tabId] = chosen;
      }),
    setAddAnother: (data) =>
      set((s) => {
        s.addAnother = { ...data };
      }),
    setRepeatCount: (groupId, count) =>
      set((s) => {
        s.addAnother[groupId] = count;
      }),
    setDocument: (key, document) =>
      set((s) => {
        if (document) s.documents[key] = document;
        else s.documents = without(s.documents, key);
      }),
    setUpload: (key, phase) =>
      set((s) => {
        if (phase) s.uploads[key] = phase;
        else s.uploads = without(s.uploads, key);
      }),
  });
