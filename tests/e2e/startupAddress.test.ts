/**
 * Issue 28, finding 13: the first address the server prints as it starts, as `npm start` starts
 * it (embedded database, the staff command listener beside the students'), opens the application
 * in a browser at 1280 and 390 px. It was the staff listener's, which answers a JSON 401.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { buildApp } from "../../server/app.ts";
import { listenForStudents } from "../../server/listen.ts";
import { pageTitle } from "../../stories/fixtures/formText.ts";
import { realForm } from "../../stories/fixtures/forms.ts";
import { testConfig } from "../server/helpers/server.ts";
import { freePort } from "../server/helpers/ports.ts";
import { useBrowser } from "./support/session.ts";

const e2e = useBrowser("e2e-startup-address");

const viewports = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

/** Every message the server logged, in order. */
const printed: string[] = [];
let app: FastifyInstance | undefined;
let dataDir = "";

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "transfer-app-startup-"));
  const port = await freePort();
  const config = testConfig({ dataDir, port, publicUrl: `http://127.0.0.1:${port}`, staticDir: inject("appDir"), logLevel: "info" });
  const stream = { write: (line: string) => void printed.push(String((JSON.parse(line) as { msg?: unknown }).msg ?? "")) };
  // As main.ts starts it: its own PGlite in DATA_DIR, so the staff command listener starts too.
  app = await buildApp({ config, logger: { level: "info", stream }, staffControl: true, seedLookupSamples: false });
  await listenForStudents(app, config);
}, 120_000);

afterAll(async () => {
  await app?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe.each(viewports)("at $width px", (viewport) => {
  it("finding 13: the first address the server prints opens the application", async () => {
    const first = printed.join("\n").match(/https?:\/\/[^\s)]+/)?.[0];
    expect(first).toBeDefined();
    const { page } = e2e;
    await page.setViewportSize(viewport);
    await page.goto(first ?? "");
    const home = realForm.pages[0]?.id ?? "";
    await page.getByRole("heading", { name: pageTitle(home), level: 1 }).waitFor();
  });
});
