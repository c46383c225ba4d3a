/**
 * Fills and reads the application's questions in the browser as a student would, driven by the
 * form definition: each answer key is found by its id and operated the way its input kind is
 * (typing for text, the keyboard for dates, the mouse for choices and lists). Choices are made by
 * the schema's label of the answer's value, and repeat instances and tabs opened by theirs.
 * `formDriverOf` drives the form compiled in another of its languages, with that language's words.
 */
import type { Locator, Page } from "playwright-core";
import { type AnswerValue, type Answers, type Form, type Words, interpolate } from "../../../engine/index.ts";
import { realForm } from "../../../stories/fixtures/forms.ts";
import { formTextsOf } from "../../../stories/fixtures/formText.ts";
import { words as defaultWords } from "../../../stories/fixtures/words.ts";

/** A driver of `form` as it is shown in the language of `words`. */
export function formDriverOf(form: Form, words: Words) {
  const { optionLabel, repeatGroup, tabOf } = formTextsOf(form);

  /** The input kind that writes a key, e.g. "text", "select", "radio". */
  function kindOf(key: string): string {
    const kind = form.keys.get(key)?.node.kind;
    if (!kind) throw new Error(`no question writes ${key}`);
    return kind;
  }

  /** Keys a student types or chooses: no companions, no empty answers, no codes the school search sets, no documents. */
  function fillableKeys(answers: Answers, page: string): string[] {
    return [...form.keys.keys()].filter((key) => {
      const info = form.keys.get(key);
      const value = answers[key];
      if (!info || info.page !== page || info.companionOf || value === undefined || value === "" || value === false) return false;
      if (info.node.kind === "fileUpload") return false;
      return !(info.node.kind === "schoolSearch" && key.endsWith("ceeb"));
    });
  }

  const byId = (page: Page, key: string): Locator => page.locator(`[id="${key}"]`);

  /** A checkbox's input: react-aria gives the input the checkbox's id. */
  const checkboxInput = (page: Page, key: string): Locator => page.locator(`input[id="${key}"], [id="${key}"] input`).first();

  /** A select's button: react-aria gives the button the select's id. */
  const selectButton = (page: Page, key: string): Locator => page.locator(`button[id="${key}"], [id="${key}"] button`).first();

  /** The label a choice shows for the answer's value. */
  const labelOf = (answers: Answers, key: string): string => optionLabel(key, String(answers[key]));

  /** Chooses the tab that asks `key` unless it is shown (a visitor sees the first tab alone, with no tabs to choose). */
  async function openTabOf(page: Page, key: string): Promise<void> {
    const tab = tabOf(key);
    if (!tab) return;
    const button = byId(page, tab.groupId).getByRole("tab", { name: tab.label, exact: true });
    if ((await button.count()) > 0 && (await button.getAttribute("aria-selected")) !== "true") await button.click();
  }

  /**
   * Operates one question so that it holds `answers[key]`; an instance of a repeat group not shown
   * yet is added first, and the tab asking it chosen.
   */
  async function fillAnswer(page: Page, answers: Answers, key: string): Promise<void> {
    const value = answers[key] as AnswerValue;
    const element = byId(page, key);
    const group = form.keys.get(key)?.scope.group;
    if (group && group.n > 1 && (await element.count()) === 0) await page.getByRole("button", { name: repeatGroup(group.id).addLabel, exact: true }).click();
    await openTabOf(page, key);
    switch (kindOf(key)) {
      case "text":
      case "textarea":
      case "schoolSearch":
        await element.focus();
        await page.keyboard.press("ControlOrMeta+a");
        await page.keyboard.type(String(value));
        // A school the directory does not hold is entered by hand: the option that keeps the typed name.
        if (kindOf(key) === "schoolSearch") await page.getByRole("option", { name: interpolate(words.inputs.useTypedSchool, { typed: String(value) }) }).click();
        return;
      case "phone":
        await element.focus();
        await page.keyboard.type(String(value).replace(/\D/g, ""));
        return;
      case "date": {
        // The segments stand in the order of the page's language (month first in en-US, day first in es).
        const [year = "", month = "", day = ""] = String(value).split("-");
        const parts: Record<string, string> = { year, month, day };
        const order = await element.getByRole("spinbutton").evaluateAll((nodes) => nodes.map((n) => n.getAttribute("data-type") ?? ""));
        await element.getByRole("spinbutton").first().click();
        await page.keyboard.type(order.map((type) => parts[type] ?? "").join(""));
        return;
      }
      case "radio":
        await element.getByText(labelOf(answers, key), { exact: true }).click();
        return;
      case "select":
      case "conditionalSelect":
        await selectButton(page, key).click();
        await page.getByRole("option", { name: labelOf(answers, key), exact: true }).click();
        return;
      case "checkbox":
      case "checkboxGroup":
        if ((await checkboxInput(page, key).isChecked()) !== (value === true)) {
          await checkboxInput(page, key).focus();
          await page.keyboard.press("Space");
        }
        return;
      default:
        throw new Error(`the driver cannot fill a ${kindOf(key)} (${key})`);
    }
  }

  /** What a question shows now, in the stored form of its answer. */
  async function shownAnswer(page: Page, answers: Answers, key: string): Promise<AnswerValue> {
    const element = byId(page, key);
    switch (kindOf(key)) {
      case "text":
      case "textarea":
      case "schoolSearch":
      case "phone":
        return element.inputValue();
      case "date": {
        const parts = await element.getByRole("spinbutton").evaluateAll((nodes) => Object.fromEntries(nodes.map((n) => [n.getAttribute("data-type") ?? "", n.getAttribute("aria-valuenow") ?? ""])));
        return `${parts.year}-${parts.month?.padStart(2, "0")}-${parts.day?.padStart(2, "0")}`;
      }
      case "radio":
        return (await element.getByText(labelOf(answers, key), { exact: true }).locator("xpath=ancestor-or-self::label//input").isChecked())
          ? (answers[key] ?? "")
          : "";
      case "select":
      case "conditionalSelect":
        return ((await selectButton(page, key).textContent()) ?? "").includes(labelOf(answers, key)) ? answers[key] ?? "" : "";
      case "checkbox":
      case "checkboxGroup":
        return checkboxInput(page, key).isChecked();
      default:
        throw new Error(`the driver cannot read a ${kindOf(key)} (${key})`);
    }
  }

  return { kindOf, fillableKeys, fillAnswer, shownAnswer };
}

export const { kindOf, fillableKeys, fillAnswer, shownAnswer } = formDriverOf(realForm, defaultWords);
