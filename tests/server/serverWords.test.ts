/**
 * A student is answered in the language their browser chose (the readable locale cookie), and
 * written to in their account's: a refused login, a success notice, the confirmation mail of a
 * sign-up, and a reset mail asked from a browser that chose none. The form declares the languages a
 * browser may choose (requestLocale takes no other); the transfer form may declare one alone, so
 * here it declares every language the product's words are written in, its default first.
 */
import type { FastifyInstance } from "fastify";
import { describe, expect, it, vi } from "vitest";
import { answerSchema, interpolate, kindFormats, localeCookieName, validateAnswers } from "../../engine/index.ts";
import { wordLocales, wordsFor } from "../../schema/words.ts";
import { defaultLocale, partnerSettingsIn } from "../../schema/partner.ts";
import { dateIn } from "../../server/clock.ts";
import { errorMessage } from "../../server/errors.ts";
import { form, formIn } from "../../server/form.ts";
import { modelMessage } from "../support/modelMessage.ts";
import { Client } from "./helpers/server.ts";
import { codeIn, resetLinkIn } from "./helpers/mailbox.ts";
import { goodPassword, newUsername, studentWithSession } from "./helpers/students.ts";
import { useServer } from "./helpers/suite.ts";

vi.mock(import("../../schema/partner.ts"), async (original) => {
  const actual = await original();
  const { wordLocales: written } = await import("../../schema/words.ts");
  return { ...actual, formLocales: [actual.defaultLocale, ...written.filter((locale) => locale !== actual.defaultLocale)] };
});

const other = wordLocales.find((locale) => locale !== defaultLocale)!;
const words = wordsFor(other);
const title = partnerSettingsIn(other).applicationTitle;

/** A client whose browser chose `locale`. */
function browserIn(app: FastifyInstance, locale: string): Client {
  const client = new Client(app);
  client.jar.set(localeCookieName, locale);
  return client;
}

describe(`the server's words in the browser's language (${other})`, () => {
  const s = useServer("pglite", "server-words");

  it("refuses a login in the browser's language, with the same code", async () => {
    const refused = await browserIn(s.t.app, other).post("/public/login", { username: newUsername("nobody"), password: goodPassword });
    expect(refused).toMatchObject({ status: 400, body: { code: "loginFailed", message: words.errors.loginFailed } });
    const unchosen = await new Client(s.t.app).post("/public/login", { username: newUsername("nobody"), password: goodPassword });
    expect(unchosen.body).toMatchObject({ code: "loginFailed", message: wordsFor(defaultLocale).errors.loginFailed });
  });

  it("answers a sign-up with its notice, and mails the confirmation code, in the browser's language", async () => {
    const username = newUsername("signup");
    const signedUp = await browserIn(s.t.app, other).post("/public/signup", { username, password: goodPassword });
    expect(signedUp).toMatchObject({ status: 200, body: { message: words.notices.signedUp } });
    const mail = await s.mailbox.next(username);
    expect(mail.subject).toBe(interpolate(words.mails.confirmation.subject, { title }));
    expect(mail.text).toContain(interpolate(words.mails.confirmation.text, { code: codeIn(mail) }));
  });

  it("refuses a save of an answer, and a submit of an incomplete application, in the browser's language", async () => {
    const { client } = await studentWithSession(s.t.app);
    client.jar.set(localeCookieName, other);
    const translated = formIn(other);
    // A phone answer one character over its length: refused by the key's own rules.
    const phone = [...form.keys.values()].find((info) => info.node.kind === "phone")!.key;
    const message = modelMessage(answerSchema(translated), phone, "maxLength", translated.vars);
    expect(message).not.toBe(modelMessage(answerSchema(form), phone, "maxLength", form.vars));
    const saved = await client.put("/api/answer", { [phone]: `${kindFormats.phone.replace(/#/g, "5")}5` });
    expect(saved).toMatchObject({ status: 400, body: { code: "answersRefused", message: errorMessage("answersRefused", { first: message }, words), errors: { [phone]: [message] } } });

    const submitted = await client.post("/api/submit");
    const clock = { today: dateIn(s.t.app.config.timeZone, s.t.app.clock.now()) };
    const missing = validateAnswers(translated, {}, clock);
    expect(missing).not.toEqual(validateAnswers(form, {}, clock));
    expect(submitted).toMatchObject({ status: 400, body: { code: "applicationIncomplete", message: words.messages.summaryHeading } });
    expect(submitted.body.errors).toEqual(missing);
  });

  it("mails a reset link in the account's language, to a browser that chose none", async () => {
    const username = newUsername("reset");
    const visitor = browserIn(s.t.app, other);
    await visitor.post("/public/signup", { username, password: goodPassword });
    expect((await visitor.post("/public/confirm", { username, code: codeIn(await s.mailbox.next(username)) })).status).toBe(200);

    const asked = await new Client(s.t.app).post("/public/forgot-password", { username });
    expect(asked.body).toMatchObject({ message: wordsFor(defaultLocale).notices.resetMailed });
    const mail = await s.mailbox.next(username);
    expect(mail.subject).toBe(interpolate(words.mails.reset.subject, { title }));
    expect(resetLinkIn(mail).pathname).toBe("/reset");
    for (const part of interpolate(words.mails.reset.text, { title }).split("{link}")) expect(mail.text).toContain(part);
  });
});
