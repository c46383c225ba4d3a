import type { DocumentInfo } from "../store/uiSlice.ts";

/** One suggestion of GET /lookup/find. */
export interface LookupItem {
  readonly id: string;
  readonly text: string;
  readonly sub_text: string;
}

/** The full record of a looked-up school or address: name, ceeb, address_line_1, city, state, zip, country. */
export type LookupDetail = Readonly<Record<string, string>>;

/** Lookup categories of spec section 3. */
export type LookupCategory = "college_ceeb" | "hs_ceeb" | "address";

/** Conversion status of an uploaded document (GET /api/pdf/document-answer/{key}). */
export type ConversionStatus = "COMPLETED" | "FAILED" | "IN_PROGRESS" | "UNPROCESSED" | "NOT_ANSWERED";

/** Where a document's conversion stands, and why it FAILED when the server says so. */
export interface ConversionRecord {
  readonly status: ConversionStatus;
  readonly message?: string;
}

/**
 * An upload the server turned away, with its reason in words for the student ("This file is not
 * a real PNG image."): the file field shows it under the question. Any other failure shows the
 * field's generic upload error.
 */
export class UploadRefused extends Error {
  override readonly name = "UploadRefused";
}

/**
 * Everything the renderer needs from the server, injected by the app shell (and by Storybook and
 * tests with in-memory versions). The renderer does no server I/O of its own.
 */
export interface RendererServices {
  /** Suggestions for typed text (max 5); an empty list on failure. */
  lookup: (text: string, category: LookupCategory) => Promise<readonly LookupItem[]>;
  /** The full record of a suggestion; rejects on failure (the typed text is kept). */
  lookupDetail: (id: string, category: LookupCategory) => Promise<LookupDetail>;
  /** Saves the answers, gets a presigned address, uploads the file and starts its conversion; rejects with UploadRefused when the server says why not. */
  upload: (key: string, file: File) => Promise<DocumentInfo>;
  /** Deletes the conversion record and the document answer of a field. */
  deleteUpload: (key: string) => Promise<void>;
  /** The conversion status of a field's document, with the server's message when it FAILED. */
  conversionStatus: (key: string) => Promise<ConversionRecord>;
  /** Stores a repeat group's new number of instances (PUT /api/add-another). */
  addAnother: (groupId: string, count: number) => Promise<void>;
  /** Removes instance n of a repeat group, leaving `count` instances; the server moves the later ones up (PUT /api/add-another with remove). */
  removeEntry: (groupId: string, n: number, count: number) => Promise<void>;
  /** Stores a tab group's chosen tab (PUT /api/tabs). */
  switchTab: (tabId: string, chosenTab: string) => Promise<void>;
  /** Shows an error toast (the app's toasts; spec section 8). */
  notifyError: (message: string) => void;
}
