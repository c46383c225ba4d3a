/**
 * `npm run storybook` rebuilds what schema:build generates from schema/ whenever a schema file is
 * saved. The page stories import the page files themselves, so a changed title, label or option
 * shows at once (Vite's hot update); the answer validators (schema/generated/validators.js: what
 * is required, its messages, limits, options accepted), the list of page and option files
 * (schema/generated/files.ts) and the page stories files themselves (stories/pages/, one per page,
 * titled by it) are generated, and without this they would lag until the next
 * `npm run schema:build`. Their new versions are hot-updated in turn, a second or two later.
 */
import { spawn } from "node:child_process";
import { join, sep } from "node:path";
import type { Plugin } from "vite";
import { formDir } from "../scripts/formDir.ts";

export function schemaBuildOnSave(root: string): Plugin {
  // The form folder (FORM_DIR) is watched; schema/generated/ is what the build writes.
  const schema = formDir(root) + sep;
  const generated = join(root, "schema", "generated") + sep;
  let timer: NodeJS.Timeout | undefined;
  let queue: Promise<void> = Promise.resolve();
  const build = (): Promise<void> =>
    new Promise((done) => {
      const child = spawn(process.execPath, [join(root, "scripts", "schema-build.ts")], { cwd: root, stdio: ["ignore", "ignore", "inherit"] });
      child.on("exit", (code) => {
        if (code !== 0) console.warn("schema:build failed: the stories keep the validators of the last good build; `npm run schema:check` names the problem.");
        done();
      });
      child.on("error", () => done());
    });
  return {
    name: "transfer-application-schema-build-on-save",
    apply: "serve",
    configureServer(server) {
      // Test runs (the storybook vitest project) change no file and build nothing.
      if (process.env.VITEST) return;
      server.watcher.on("all", (_event, file) => {
        if (!file.startsWith(schema) || file.startsWith(generated) || !file.endsWith(".json")) return;
        // An editor's save can be several writes: build once they are done, one build at a time.
        clearTimeout(timer);
        timer = setTimeout(() => void (queue = queue.then(build)), 100);
      });
    },
  };
}
