/**
 * The server writes a student's refusals and mails in the words of the locale it is given, each
 * catalogue's (engine/words); what only staff read stays in the office's language. The locales are
 * every catalogue's but the form's default, whether or not the form declares them yet: these
 * functions take a locale already chosen (tests/server/serverWords.test.ts has the choosing).
 */
import { describe, expect, it } from "vitest";
import { type Words, interpolate, isLocaleTexts } from "../../../engine/index.ts";
import { wordLocales, wordsFor } from "../../../schema/words.ts";
import { authoredPartnerSettings, defaultLocale, formLocales, partnerSettingsIn } from "../../../schema/partner.ts";
import { AppError } from "../../../server/errors.ts";
import { alreadyRegisteredMail, confirmationMail, passwordChangedMail, resetMail } from "../../../server/mail/templates.ts";
import { minutesToWait, officeWords } from "../../../server/words.ts";

const others = wordLocales.filter((locale) => locale !== defaultLocale);

describe.each(others)("the server's words in %s", (locale) => {
  const words: Words = wordsFor(locale);
  const partner = partnerSettingsIn(locale);
  const to = "student@example.edu";

  describe("a refusal", () => {
    it("is written in the locale's words, its details filled in, keeping its code and status", () => {
      const error = new AppError("tooManyAnswers", { count: 3, max: 2 });
      expect(error.answerIn(words)).toEqual({ message: interpolate(words.errors.tooManyAnswers, { count: 3, max: 2 }), code: "tooManyAnswers" });
      expect(error.statusCode).toBe(400);
      // Its own message, for the logs, is the office's.
      expect(error.message).toBe(interpolate(officeWords.errors.tooManyAnswers, { count: 3, max: 2 }));
    });

    it("counts a wait in the locale's words", () => {
      const after = interpolate(words.waitTimes.minutes, { n: 2 });
      expect(new AppError("tooManyRequests", { after: minutesToWait(90_000) }).answerIn(words).message).toBe(interpolate(words.errors.tooManyRequests, { after }));
      expect(new AppError("tooManyRequests", { after: minutesToWait(1_000) }).answerIn(words).message).toBe(interpolate(words.errors.tooManyRequests, { after: words.waitTimes.oneMinute }));
    });

    it("heads its dialog in the locale's words, where the catalogue gives it a heading", () => {
      expect(new AppError("documentConverting").answerIn(words)).toMatchObject({ title: words.messages.uploadInProgressTitle, message: words.messages.uploadInProgressText });
    });

    it("only staff read stays in the office's language", () => {
      const error = new AppError("staffForbidden", { role: "reader" });
      expect(error.answerIn(words).message).toBe(error.message);
    });
  });

  describe("an account's mail", () => {
    const signature = [partner.providerName, ...partner.addressLines, partner.admissionsEmail].join("\n");
    const title = partner.applicationTitle;
    const cases = [
      { name: "confirmation", mail: confirmationMail(to, "123456", locale), values: { code: "123456" } },
      { name: "reset", mail: resetMail(to, "https://app.test/reset?id=1", locale), values: { link: "https://app.test/reset?id=1" } },
      { name: "passwordChanged", mail: passwordChangedMail(to, "https://app.test/forgot", locale), values: { link: "https://app.test/forgot", helpEmail: partner.helpEmail } },
      {
        name: "alreadyRegistered",
        mail: alreadyRegisteredMail(to, "https://app.test/login", "https://app.test/forgot", locale),
        values: { loginLink: "https://app.test/login", forgotLink: "https://app.test/forgot" },
      },
    ] as const;

    it.each(cases)("$name is written in the locale's words and signed by the university", ({ name, mail, values }) => {
      const texts = words.mails[name];
      expect(mail.to).toBe(to);
      expect(mail.subject).toBe(interpolate(texts.subject, { title }));
      expect(mail.text).toBe(`${interpolate(texts.text, { title, ...values })}\n\n${signature}\n`);
    });

    it.runIf(formLocales.includes(locale))("names the office's address in the locale's words where the form translates a line (issue 40)", () => {
      const mail = confirmationMail(to, "123456", locale);
      const translated = authoredPartnerSettings.addressLines.filter((line) => isLocaleTexts(line) && line[locale] !== line[defaultLocale]) as Record<string, string>[];
      expect(translated.length).toBeGreaterThan(0);
      for (const line of translated) {
        expect(mail.text).toContain(line[locale]);
        expect(mail.text).not.toContain(line[defaultLocale]);
      }
    });
  });
});
