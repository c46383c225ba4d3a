/**
 * The workbench's Vite plugin: it watches the schema folder, runs schema:check on every save and
 * tells the browser (a custom HMR event) of the new version or of the problems; it serves the
 * last good version, its answers' validator, the test fixtures and the sample lookups on /__author/.
 */
import { createHash } from "node:crypto";
import type { ServerResponse } from "node:http";
import { readFile, readdir } from "node:fs/promises";
import { join, relative, resolve } from "node:path";
import type { Plugin } from "vite";
import accountDefinitions from "../../schema/generated/form/account/definitions.schema.ts";
import { type SampleCategory, sampleLookup } from "./sampleLookup.ts";
import { type SchemaState, refresh } from "./schemaState.ts";

/** What the browser learns after each save: the good version it may load, and the problems now. */
export interface SchemaNews {
  readonly version: number;
  readonly problems: readonly { file: string; path: string; line: number; column: number; pointer: string; message: string }[];
}

/** The custom HMR event the plugin sends after each check. */
export const newsEvent = "author:schema";

const passwordRules = accountDefinitions.definitions.newPassword.allOf.map((rule) => rule.errorMessage);

const json = (res: ServerResponse, body: unknown): void => {
  res.setHeader("content-type", "application/json");
  res.end(JSON.stringify(body));
};

export function authorPlugin(options: { root: string; schemaDir: string }): Plugin {
  const dir = resolve(options.schemaDir);
  let state: SchemaState = { good: undefined, problems: [] };
  let checking: Promise<void> = Promise.resolve();
  const news = (): SchemaNews => ({
    version: state.good?.version ?? 0,
    // `path` is the file on disk, for Vite's open-in-editor link.
    problems: state.problems.map((p) => ({ ...p, path: join(dir, p.file) })),
  });
  let checked = "";
  /** Checks the folder unless its files are what the last check read; says whether it checked. */
  const check = (): Promise<boolean> => {
    const run = checking.then(async () => {
      // Read before checking: a save during the check changes it, and the next look sees that.
      const now = await contentHash(dir);
      if (now === checked) return false;
      state = await refresh(dir, passwordRules, state);
      checked = now;
      return true;
    });
    checking = run.then(() => undefined);
    return run;
  };

  return {
    name: "transfer-application-author",
    async configureServer(server) {
      const lookup = await sampleLookup(options.root);
      await check();
      const tell = (): void => void check().then((ran) => ran && server.ws.send({ type: "custom", event: newsEvent, data: news() }));
      server.watcher.add(dir);
      let timer: NodeJS.Timeout | undefined;
      const changed = (file: string): void => {
        if (!file.startsWith(dir) || !file.endsWith(".json") || relative(dir, file).startsWith("generated")) return;
        // An editor's save can be several writes: check once they are done.
        clearTimeout(timer);
        timer = setTimeout(tell, 25);
      };
      for (const event of ["add", "change", "unlink"] as const) server.watcher.on(event, changed);
      // File events can be lost on a busy machine (or a network folder): a look every second
      // catches a save no event announced.
      const look = setInterval(tell, 1000);
      server.httpServer?.once("close", () => clearInterval(look));

      server.middlewares.use("/__author", async (req, res, next) => {
        const url = new URL(req.url ?? "/", "http://workbench");
        await checking;
        switch (url.pathname) {
          case "/schema":
            return json(res, { ...news(), definition: state.good?.definition, model: state.good?.model });
          case "/validators.js":
            res.setHeader("content-type", "text/javascript");
            return res.end(state.good?.validators ?? "");
          case "/fixtures":
            return json(res, await answerFixtures(options.root));
          case "/lookup": {
            const category = url.searchParams.get("category") as SampleCategory;
            const id = url.searchParams.get("id");
            return json(res, id === null ? lookup.find(category, url.searchParams.get("text") ?? "") : (lookup.detail(category, id) ?? {}));
          }
          default:
            return next();
        }
      });
    },
  };
}

/** The content of the schema folder's JSON files (the generated ones aside), as one hash. */
async function contentHash(dir: string): Promise<string> {
  const hash = createHash("sha256");
  const files = (await readdir(dir, { recursive: true })).filter((f) => f.endsWith(".json") && !f.startsWith("generated")).sort();
  for (const file of files) hash.update(file).update(await readFile(join(dir, file)).catch(() => Buffer.from("")));
  return hash.digest("hex");
}

/** The answer sets of tests/fixtures/ an author can load in one click: JSON objects of answers. */
async function answerFixtures(root: string): Promise<{ name: string; answers: Record<string, unknown> }[]> {
  const folder = join(root, "tests/fixtures");
  const out: { name: string; answers: Record<string, unknown> }[] = [];
  for (const name of (await readdir(folder)).filter((n) => n.endsWith(".json")).sort()) {
    const data = JSON.parse(await readFile(join(folder, name), "utf8")) as unknown;
    const isAnswers = data && typeof data === "object" && !Array.isArray(data) && Object.values(data).every((v) => typeof v === "string" || typeof v === "boolean");
    if (isAnswers) out.push({ name: name.replace(/\.json$/, ""), answers: data as Record<string, unknown> });
  }
  return out;
}
