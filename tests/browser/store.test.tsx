import { describe, expect, it } from "vitest";
import { page, userEvent } from "vitest/browser";
import { FormProvider, createFormStore, useChange } from "../../renderer/index.ts";
import { kindForm, realForm, realRules } from "../../stories/fixtures/forms.ts";
import { memoryServices } from "../../stories/fixtures/services.ts";
import { render } from "./support/render.tsx";
import { optionLabel } from "../../stories/fixtures/formText.ts";
import { kinds } from "../../stories/fixtures/kinds.ts";

describe("form store", () => {
  it("writes the chosen label as the _desc companion through the engine", () => {
    const store = createFormStore(realForm);
    store.getState().change({ gender: "F" });
    expect(store.getState().answers).toMatchObject({ gender: "F", gender_desc: optionLabel("gender", "F") });
  });

  it("clears what a condition now hides, as the engine says", () => {
    const store = createFormStore(realForm, { answers: { felony: "Y", felony_comment: "A statement." } });
    const patch = store.getState().change({ felony: "N" });
    expect(patch).toMatchObject({ felony: "N", felony_comment: "" });
    expect(store.getState().answers.felony_comment).toBe("");
  });

  it("clears the state and its label when the country changes", () => {
    const store = createFormStore(realForm, { answers: { country: "USA", state: "MI", state_desc: optionLabel("state", "MI") } });
    store.getState().change({ country: "CAN" });
    expect(store.getState().answers).toMatchObject({ state: "", state_desc: "" });
  });

  it("keeps the changes since the last save, and forgets only what was saved", () => {
    const store = createFormStore(realForm);
    store.getState().change({ first_name: "Ada" });
    store.getState().change({ last_name: "Lovelace" });
    store.getState().markSaved({ first_name: "Ada" });
    expect(store.getState().unsaved).toEqual({ last_name: "Lovelace" });
  });

  it("keeps a key typed again while its save was on the way", () => {
    const store = createFormStore(realForm);
    store.getState().change({ first_name: "Ad" });
    store.getState().change({ first_name: "Ada" });
    store.getState().markSaved({ first_name: "Ad" });
    expect(store.getState().unsaved).toEqual({ first_name: "Ada" });
  });

  it("changes nothing and returns an empty patch when the value is the same", () => {
    const store = createFormStore(realForm, { answers: { first_name: "Ada" } });
    const before = store.getState();
    expect(store.getState().change({ first_name: "Ada" })).toEqual({});
    expect(store.getState()).toBe(before);
  });

  it("resets to its initial state", () => {
    const { form } = kindForm(kinds.text.nodes);
    const store = createFormStore(form, { answers: { first_name: "Ada" }, isLoggedIn: true });
    store.getState().change({ first_name: "Grace" });
    store.getState().setErrors({ first_name: ["First Name"] }, true);
    store.setState(store.getInitialState(), true);
    expect(store.getState()).toMatchObject({ answers: { first_name: "Ada" }, isLoggedIn: true, errors: {}, showErrors: false, unsaved: {} });
  });

  it("forgets a document and an upload phase", () => {
    const store = createFormStore(realForm);
    store.getState().setDocument("college_transcript_upload", { file_name: "t.pdf", file_size: 10 });
    store.getState().setUpload("college_transcript_upload", "converting");
    store.getState().setDocument("college_transcript_upload", null);
    store.getState().setUpload("college_transcript_upload", null);
    expect(store.getState()).toMatchObject({ documents: {}, uploads: {} });
  });
});

describe("store hooks", () => {
  it("hand out the answer-writing action without subscribing to the store, so an answer change runs no selector for it", async () => {
    const store = createFormStore(realForm);
    let subscriptions = 0;
    const subscribe = store.subscribe;
    store.subscribe = (listener) => {
      subscriptions++;
      return subscribe(listener);
    };
    function Writer() {
      const change = useChange();
      return (
        <button type="button" onClick={() => change({ first_name: "Ada" })}>
          Write
        </button>
      );
    }
    render(
      <FormProvider form={realForm} rules={realRules} services={memoryServices()} store={store}>
        <Writer />
      </FormProvider>,
    );
    await userEvent.click(page.getByRole("button", { name: "Write" }));
    expect(store.getState().answers.first_name).toBe("Ada");
    expect(subscriptions).toBe(0);
  });
});
