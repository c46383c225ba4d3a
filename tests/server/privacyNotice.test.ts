/**
 * Finding 11 of issue 25: the privacy notice (schema/footer.json, as the footer shows it) says
 * what the app keeps in the browser: every cookie the server sets, every local-storage entry the
 * app writes, and how long each lasts, from the constants the server and the app use.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { absoluteLifetimeMs, idleTimeoutMs } from "../../engine/index.ts";
import { shownDialog } from "../../app/layout/footerText.ts";
import { formLocales } from "../../schema/partner.ts";
import { keptAnswers } from "../../app/session/keptAnswers.ts";
import { readVisitorAnswers } from "../../app/visitor/visitorAnswers.ts";
import { databaseKinds } from "./helpers/databases.ts";
import { resetLinkIn } from "./helpers/mailbox.ts";
import { Client } from "./helpers/server.ts";
import { confirmedStudent, goodPassword } from "./helpers/students.ts";
import { useServer } from "./helpers/suite.ts";

/** The notice as a student reads it: headings and paragraphs, links as their text and address. */
const notice = (): string =>
  shownDialog("privacy")
    .sections.flatMap((section) => [section.heading, ...section.paragraphs.map((runs) => runs.map((run) => ("href" in run ? `${run.text} ${run.href}` : run.text)).join(""))])
    .join("\n");

/** The words of the notice, where a cookie or a storage key would be named. */
const words = (text: string): string[] => text.split(/[\s,;:()]+|\.(?=\s|$)/).filter(Boolean);

/** Whether the notice names a cookie: by its name (over https the browser's __Host- marker aside), or by the start that names it before an account's hash. */
const names = (text: string, cookie: string): boolean => {
  const name = cookie.replace(/^__Host-/, "");
  return words(text).some((word) => word === name || (word.endsWith("_") && name.startsWith(word)));
};

const day = 24 * 60 * 60;

describe.each(databaseKinds)("the privacy notice (%s)", (kind) => {
  const s = useServer(kind, "privacy");

  it("finding 11: names every cookie a login, a choice of language and a password reset set, and how long each is kept", async () => {
    const username = await confirmedStudent(s.t.app, s.mailbox);
    const student = new Client(s.t.app);
    const login = await student.post("/public/login", { username, password: goodPassword });
    expect(login.status).toBe(200);
    const language = await student.put("/api/locale", { locale: formLocales.at(-1) });
    expect(language.status).toBe(200);
    const browser = new Client(s.t.app);
    await browser.post("/public/forgot-password", { username });
    const link = resetLinkIn(await s.mailbox.next(username));
    const password = "Owners-New-Pass-22";
    const reset = await browser.post("/public/reset-password", { username, password, confirm_password: password, id: link.searchParams.get("id") });
    expect(reset.status).toBe(200);
    await s.mailbox.next(username);

    const text = notice();
    const cookies = [...login.cookies, ...language.cookies, ...reset.cookies];
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) {
      expect(names(text, cookie.name), `the notice names the cookie ${cookie.name}`).toBe(true);
      // A cookie the browser keeps past the session says for how long.
      if (cookie.maxAge !== undefined) expect(text).toContain(`${cookie.maxAge / day} days`);
    }
    // The session the other cookies open: its idle and absolute limits, as the server holds them.
    expect(text).toContain(`${idleTimeoutMs / 60_000} minutes`);
    expect(text).toContain(`${absoluteLifetimeMs / 3_600_000} hours`);
  });

  describe("with the browser's local storage", () => {
    const read: string[] = [];
    beforeEach(() => {
      read.length = 0;
      const storage: Pick<Storage, "getItem" | "setItem" | "removeItem"> = {
        getItem: (key) => {
          read.push(key);
          return null;
        },
        setItem: () => undefined,
        removeItem: () => undefined,
      };
      Object.defineProperty(globalThis, "localStorage", { value: storage, configurable: true });
    });
    afterEach(() => {
      Reflect.deleteProperty(globalThis, "localStorage");
    });

    it("finding 11: names the entries that keep a visitor's answers and a student's unsaved ones", () => {
      const username = "student@example.edu";
      readVisitorAnswers();
      keptAnswers(username).read();
      const [visitor, unsaved] = read;
      const text = notice();
      expect(words(text)).toContain(visitor);
      // Named by its start, which the username follows.
      expect(unsaved?.endsWith(username)).toBe(true);
      expect(text).toContain(unsaved?.slice(0, -username.length));
    });
  });
});
