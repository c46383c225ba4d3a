/**
 * Rotating APP_SECRET with APP_SECRET_PREVIOUS: what the old secret signed (staff and temporary
 * links, mailed confirmation codes, download links, embedded upload forms) stays good while the old
 * secret is listed as previous, new signatures use the new one, and once the old one is dropped
 * what it signed is refused.
 */
import { describe, expect, it } from "vitest";
import { downloadUrl } from "../../server/storage/downloads.ts";
import { serviceLink, tmpAnswersLink } from "../../server/tokens/links.ts";
import { formData, postForm, presign } from "./documents/uploadFlow.ts";
import { Client, hours, startApp, testConfig } from "./helpers/server.ts";
import { newUsername, signUp, studentWithSession } from "./helpers/students.ts";
import { useServer } from "./helpers/suite.ts";

const oldSecret = testConfig().secret;
const newSecret = "rotated-secret-fedcba9876543210fedcba9876543210";
const tokenOf = (url: string, name: string): string => encodeURIComponent(new URL(url).searchParams.get(name)!);

describe("rotating the secret", () => {
  const s = useServer("postgres", "rotation");

  /** Everything the old secret signs, made by the app running on it. */
  async function signedWithOldSecret() {
    const username = newUsername("rotation");
    const code = await signUp(s.t.app, s.mailbox, username);
    const student = await studentWithSession(s.t.app);
    const upload = await presign(student.client, "college_transcript_upload");
    const objectKey = "documents/rotation/college_transcript_upload/check.pdf";
    await s.t.app.storage.write(objectKey, new TextEncoder().encode("%PDF-1.7 rotation"), "application/pdf");
    return {
      username,
      code,
      upload,
      service: tokenOf((await serviceLink(s.db, s.t.config, student.username, s.t.clock.now()))!, "service_token"),
      tmp: tokenOf(((await tmpAnswersLink(s.db, s.t.config, { first_name: "Ada" }, s.t.clock.now())) as { url: string }).url, "token"),
      download: downloadUrl(oldSecret, objectKey, new Date(s.t.clock.now().getTime() + hours(1))),
    };
  }

  /** Restarts the app on the new secret, keeping the old one as previous or not. */
  async function restartOnNewSecret(previousSecrets: string[]) {
    await s.t.app.close();
    s.t = await startApp(s.db, testConfig({ smtpUrl: s.mailbox.url, secret: newSecret, previousSecrets }), s.t.clock);
    return new Client(s.t.app);
  }

  it("accepts what the old secret signed while it is listed as previous", async () => {
    const signed = await signedWithOldSecret();
    const visitor = await restartOnNewSecret([oldSecret]);
    expect((await visitor.get(`/service/tmp-pdf?service_token=${signed.service}`)).status).toBe(200);
    expect((await visitor.get(`/public/tmp?token=${signed.tmp}`)).body).toEqual({ answer: { first_name: "Ada" } });
    expect((await visitor.get(signed.download)).status).toBe(200);
    const posted = await postForm(s.t.app, signed.upload.url, formData(signed.upload.fields, { name: "t.pdf", bytes: new TextEncoder().encode("%PDF-1.7") }));
    expect(posted.status).toBe(204);
    expect((await visitor.post("/public/confirm", { username: signed.username, code: signed.code })).status).toBe(200);
  });

  it("signs new links with the new secret only", async () => {
    await restartOnNewSecret([oldSecret]);
    const { username } = await studentWithSession(s.t.app);
    const service = tokenOf((await serviceLink(s.db, s.t.config, username, s.t.clock.now()))!, "service_token");
    const visitor = await restartOnNewSecret([]);
    expect((await visitor.get(`/service/tmp-pdf?service_token=${service}`)).status).toBe(200);
  });

  it("refuses what the old secret signed once it is no longer listed", async () => {
    const signed = await signedWithOldSecret();
    const visitor = await restartOnNewSecret([]);
    const refused = { message: "This link is not valid or has expired. Please ask for a new one." };
    expect(await visitor.get(`/service/tmp-pdf?service_token=${signed.service}`)).toMatchObject({ status: 403, body: refused });
    expect(await visitor.get(`/public/tmp?token=${signed.tmp}`)).toMatchObject({ status: 403, body: refused });
    expect((await visitor.get(signed.download)).status).toBe(403);
    const posted = await postForm(s.t.app, signed.upload.url, formData(signed.upload.fields, { name: "t.pdf", bytes: new TextEncoder().encode("%PDF-1.7") }));
    expect(posted.status).toBe(403);
    expect((await visitor.post("/public/confirm", { username: signed.username, code: signed.code })).status).toBe(400);
  });
});
