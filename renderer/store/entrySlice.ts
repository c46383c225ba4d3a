import { type Form, type RepeatNode, applyChanges, removalChanges, removeInstance, repeatCount, shiftRecord } from "../../engine/index.ts";
import type { SliceCreator } from "./types.ts";

/** Removing a repeat entry: everything the store keeps per instance moves up with it. */
export interface EntrySlice {
  /**
   * Takes instance n out of a group as the server does (engine removeInstance, applied as a
   * change): answers, unsaved answers, documents, uploads, errors, chosen tabs and opened reveals
   * of the later instances move up one place, and the last place is emptied. Nothing becomes
   * unsaved: the server has made the same move in the stored answers.
   */
  removeEntry: (group: RepeatNode, n: number) => void;
}

export const entrySlice =
  (form: Form): SliceCreator<EntrySlice> =>
  (set, get) => ({
    removeEntry: (group, n) => {
      const state = get();
      const removal = removeInstance(group, repeatCount(group, state.addAnother, state.answers), n);
      const { answers } = applyChanges(form, state.answers, removalChanges(removal, state.answers));
      set((s) => {
        s.answers = { ...answers };
        s.unsaved = shiftRecord(state.unsaved, removal.keys);
        s.documents = shiftRecord(state.documents, removal.keys);
        s.uploads = shiftRecord(state.uploads, removal.keys);
        s.errors = shiftRecord(state.errors, removal.keys);
        s.tabs = shiftRecord(state.tabs, removal.ids);
        s.revealed = shiftRecord(state.revealed, removal.ids);
        s.addAnother[group.id] = removal.count;
      });
    },
  });
