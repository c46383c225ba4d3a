import { describe, expect, it } from "vitest";
import { interpolate, messages, partnerTokens } from "../../engine/index.ts";
import { partnerSettings } from "../../schema/partner.ts";
import { goodPassword, newUsername } from "../server/helpers/students.ts";
import { expectNoAxeViolations } from "./support/browser.ts";
import { useBrowser } from "./support/session.ts";
import { toastTitled } from "./support/student.ts";
import { words } from "../../stories/fixtures/words.ts";

const e2e = useBrowser("e2e-account-forms");

/** One account page: where it is, what is typed (by field label), which button is pressed. */
interface FormCase {
  description: string;
  path: string;
  fill: Record<string, string>;
  press: string;
}

interface MessageCase extends FormCase {
  /** The messages of spec section 5 that must show, word for word. */
  shown: string[];
  /** Messages that must not show (only the rules of the form pressed apply). */
  notShown?: string[];
}

const messageCases: MessageCase[] = [
  {
    description: "login asks for a valid e-mail and a password",
    path: "/login",
    fill: {},
    press: "Log In",
    shown: ["Please provide a valid email address.", "Password is required."],
  },
  {
    description: "login checks only the username and that a password was typed, not the new-password rules",
    path: "/login",
    fill: { "Email Address": "someone@", Password: "x" },
    press: "Log In",
    shown: ["Please provide a valid email address."],
    notShown: ["Password is required.", words.account.checklistNote, "At least 12 characters"],
  },
  {
    description: "sign-up asks for a valid e-mail and a password that meets the checklist",
    path: "/signup",
    fill: { "Email Address": "not-an-address", Password: "short" },
    press: "Create Account",
    shown: ["Your email address must be valid.", words.account.checklistNote],
  },
  {
    description: "confirmation asks for a valid e-mail and a 6-digit code",
    path: "/confirm",
    fill: { "Email Address": "nobody", "Confirmation Code": "12345" },
    press: "Confirm",
    shown: ["Your email address must be valid.", "The confirmation code must be exactly 6 numbers."],
  },
  {
    description: "resending the code asks only for a valid e-mail",
    path: "/confirm",
    fill: { "Confirmation Code": "12" },
    press: "Resend Code",
    shown: ["You must provide a valid email address to resend a confirmation code."],
    notShown: ["The confirmation code must be exactly 6 numbers."],
  },
  {
    description: "forgot-password asks for a valid e-mail",
    path: "/forgot",
    fill: {},
    press: "Send Reset Link",
    shown: ["Your email address must be valid."],
  },
  {
    description: "reset asks for a valid e-mail, a new password and the same password twice",
    path: "/reset?username=&id=abc",
    fill: { Password: "lowercase only", "Confirm Password": "something else" },
    press: "Reset Password",
    shown: ["Your email address must be valid.", words.account.checklistNote, "Passwords must match."],
  },
  {
    description: "reset without the mailed link's id says the link is not valid",
    path: "/reset",
    fill: { "Email Address": "student@example.edu", Password: goodPassword, "Confirm Password": goodPassword },
    press: "Reset Password",
    shown: ["This password reset link is not valid. Please request a new one."],
  },
];

async function fillAndPress({ path, fill, press }: FormCase): Promise<void> {
  const { page } = e2e;
  await page.goto(path);
  for (const [label, value] of Object.entries(fill)) await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole("button", { name: press, exact: true }).click();
}

describe("the account pages as they open", () => {
  it.each([
    ["/login", "Log In"],
    ["/signup", "Create Account"],
    ["/confirm", "Confirm Your Account"],
    ["/forgot", "Forgot Password"],
    ["/reset?username=student%40example.edu&id=abc", "Reset Password"],
  ])("%s shows its form with no axe violations", async (path, heading) => {
    const { page } = e2e;
    await page.goto(path);
    await page.getByRole("heading", { name: heading, level: 1 }).waitFor();
    await expectNoAxeViolations(page);
  });

  it("lists the partner settings' benefits beside the login form", async () => {
    const { page } = e2e;
    await page.goto("/login");
    const benefits = page.getByRole("complementary").getByRole("listitem");
    await benefits.first().waitFor();
    expect(await benefits.allTextContents()).toEqual(partnerSettings.loginBenefits.items.map((item) => interpolate(item, partnerTokens(partnerSettings))));
  });
});

describe("the account forms' messages", () => {
  it.each(messageCases)("$description", async (c) => {
    const { page } = e2e;
    await fillAndPress(c);
    for (const message of c.shown) await page.getByText(message, { exact: true }).first().waitFor();
    for (const message of c.notShown ?? []) expect(await page.getByText(message, { exact: true }).count()).toBe(0);
    await expectNoAxeViolations(page);
  });

  it("moves focus to the first field with an error", async () => {
    const { page } = e2e;
    await fillAndPress({ description: "", path: "/confirm", fill: { "Email Address": "student@example.edu" }, press: "Confirm" });
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("code");
  });

  it("takes a message away as soon as its cause is fixed", async () => {
    const { page } = e2e;
    await fillAndPress({ description: "", path: "/forgot", fill: {}, press: "Send Reset Link" });
    await page.getByText("Your email address must be valid.").waitFor();
    await page.getByLabel(words.account.fields.username).fill("student@example.edu");
    await page.getByText("Your email address must be valid.").waitFor({ state: "detached" });
  });

  it("shows the new-password rules as a live checklist: inactive while empty, then met or not met", async () => {
    const { page } = e2e;
    await page.goto("/signup");
    const rules = page.locator("#password-checklist li");
    const said = { [`: ${words.inputs.ruleMet}`]: "met", [`: ${words.inputs.ruleNotMet}`]: "not met" };
    const states = async () => (await rules.allTextContents()).map((text) => Object.entries(said).find(([end]) => text.endsWith(end))?.[1] ?? "inactive");
    await rules.first().waitFor();
    expect(await states()).toEqual(Array(6).fill("inactive"));
    await page.getByLabel(words.account.fields.password, { exact: true }).fill("lowercase only");
    await expect.poll(states).toEqual(["met", "not met", "met", "not met", "not met", "met"]);
    await page.getByLabel(words.account.fields.password, { exact: true }).fill(goodPassword);
    await expect.poll(states).toEqual(Array(6).fill("met"));
    await expectNoAxeViolations(page);
  });
});

/** A failure the server answers (or, through an intercepted call, a server that fails). */
interface FailureCase extends FormCase {
  /** The toast's title: '<card name> Error', or the resend title. */
  title: string;
  message: string;
  /** An answer put in place of the server's, for failures the real server gives no way to cause on demand. */
  answer?: { url: string; status: number; contentType: string; body: string };
}

const unknown = newUsername("nobody");

const failureCases: FailureCase[] = [
  {
    description: "a refused login",
    path: "/login",
    fill: { "Email Address": unknown, Password: "wrong password" },
    press: "Log In",
    title: "Login Card Error",
    message: words.errors.loginFailed,
  },
  {
    description: "a sign-up the server fails with a page that is not JSON (the generic message)",
    path: "/signup",
    fill: { "Email Address": unknown, Password: goodPassword },
    press: "Create Account",
    title: "Sign Up Card Error",
    message: messages.unexpected,
    answer: { url: "**/public/signup", status: 502, contentType: "text/html", body: "<html><body>Bad Gateway</body></html>" },
  },
  {
    description: "a wrong confirmation code",
    path: "/confirm",
    fill: { "Email Address": unknown, "Confirmation Code": "123456" },
    press: "Confirm",
    title: "Confirm Card Error",
    message: words.errors.codeWrong,
  },
  {
    description: "a code that could not be sent again",
    path: "/confirm",
    fill: { "Email Address": unknown },
    press: "Resend Code",
    title: messages.resendCodeError,
    message: "Too many attempts. Please wait 15 minutes and try again.",
    answer: { url: "**/public/resend-confirm", status: 429, contentType: "application/json", body: JSON.stringify({ message: "Too many attempts. Please wait 15 minutes and try again." }) },
  },
  {
    description: "a reset link that could not be sent",
    path: "/forgot",
    fill: { "Email Address": unknown },
    press: "Send Reset Link",
    title: "Forgot Password Card Error",
    message: messages.unexpected,
    answer: { url: "**/public/forgot-password", status: 500, contentType: "application/json", body: "{}" },
  },
  {
    description: "a reset link that is not valid",
    path: `/reset?username=${encodeURIComponent(unknown)}&id=not-a-real-id`,
    fill: { Password: goodPassword, "Confirm Password": goodPassword },
    press: "Reset Password",
    title: "Reset Password Card Error",
    message: "This password reset link is not valid. Please request a new one.",
  },
];

describe("the account forms' failures", () => {
  it.each(failureCases)("show $description in an error toast titled by its card", async (c) => {
    const { page } = e2e;
    if (c.answer) {
      const { url, status, contentType, body } = c.answer;
      await page.route(url, (route) => route.fulfill({ status, contentType, body }));
    }
    await fillAndPress(c);
    await toastTitled(page, c.title).getByText(c.message, { exact: true }).waitFor();
    await expectNoAxeViolations(page);
  });
});
