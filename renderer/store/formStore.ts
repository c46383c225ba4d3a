import { immer } from "zustand/middleware/immer";
import { type Mutate, type StoreApi, createStore } from "zustand/vanilla";
import type { Form } from "../../engine/index.ts";
import { answersSlice } from "./answersSlice.ts";
import { entrySlice } from "./entrySlice.ts";
import type { StoreData, FormState } from "./types.ts";
import { uiSlice } from "./uiSlice.ts";

/** The store of one form. */
export type FormStore = Mutate<StoreApi<FormState>, [["zustand/immer", never]]>;

/**
 * Creates the client store of one form, starting from `initial` (answers, session, tabs, ...).
 * Every write goes through immer; answer writes go through `change`, which asks the engine.
 * `store.getInitialState()` gives the starting state back, which is how tests reset it.
 */
export function createFormStore(form: Form, initial: Partial<StoreData> = {}): FormStore {
  return createStore<FormState>()(
    immer((...a) => ({
      ...answersSlice(form, initial)(...a),
      ...uiSlice(initial)(...a),
      ...entrySlice(form)(...a),
    })),
  );
}
