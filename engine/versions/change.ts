import type { Node } from "../types.ts";

/** Where to show the author a change: in the new form when the thing is still there, else in the old one. */
export interface ChangePlace {
  /** "after" when the new form still has the thing changed, "before" when only the old one does (a question removed). */
  readonly side: "before" | "after";
  /** Id of the page whose file holds it. */
  readonly page: string;
  /** JSON pointer in that page's file. */
  readonly pointer: string;
}

/**
 * One change between two versions of a form that orphans or reinterprets answers applications
 * already store, as data: schema:check words it, and the server can count the applications it touches.
 */
export type FormChange =
  /** The new form no longer asks `key` (its `_desc` companion goes with it). */
  | { readonly kind: "questionRemoved"; readonly key: string; readonly question: Node["kind"]; readonly at: ChangePlace }
  /** `key` is asked by another kind of question, whose stored value means something else. */
  | { readonly kind: "kindChanged"; readonly key: string; readonly from: Node["kind"]; readonly to: Node["kind"]; readonly at: ChangePlace }
  /** `key` no longer offers the value `from` (labelled `label` in the old form). */
  | { readonly kind: "optionRemoved"; readonly key: string; readonly from: string; readonly label: string; readonly at: ChangePlace }
  /** `key` offers the label of the old value `from` under the new value `to`. */
  | { readonly kind: "optionRecoded"; readonly key: string; readonly from: string; readonly to: string; readonly label: string; readonly at: ChangePlace }
  /** Repeat group `group` takes at most `to` entries where it took `from`. */
  | { readonly kind: "maxLowered"; readonly group: string; readonly from: number; readonly to: number; readonly at: ChangePlace }
  /** Page `page` is gone. */
  | { readonly kind: "pageRemoved"; readonly page: string; readonly at: ChangePlace }
  /** Page `page` now has the id `to`. */
  | { readonly kind: "pageRenamed"; readonly page: string; readonly to: string; readonly at: ChangePlace };
