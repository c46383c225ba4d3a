import { expect, it } from "vitest";
import { compileForm, passwordChecklist, validateAccountForm, validateDocument } from "../../../engine/index.ts";
import { application } from "../../../schema/index.ts";

// The browser's forms carry only the validators they check with (the application its answers' and
// uploads', an account form the account forms'); a check with one left out says so, never passes.
const clock = { today: "2026-11-21" };
const answersOnly = compileForm({ ...application, validators: { answers: application.validators.answers } });

it("refuses to check an upload with a form that carries no uploads' validator", () => {
  expect(() => validateDocument(answersOnly, { name: "a.pdf", size: 10 }, clock)).toThrow("carries no validator of uploads");
});

it("refuses to check an account form, or a new password, with a form that carries no account forms' validators", () => {
  expect(() => validateAccountForm(answersOnly, "login", { username: "a@b.edu", password: "x" }, clock)).toThrow("carries no validator of the login form");
  expect(() => passwordChecklist(answersOnly, "Secret!12345x", clock)).toThrow("carries no validator of the signup form");
});
