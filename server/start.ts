/**
 * `npm start`: builds what is missing, then serves (main.ts). The validators are rebuilt by the
 * npm script before this runs; the web app is built here when it has a source and no build in
 * dist/ (its own `build` script when package.json has one, else `vite build`), or a build of
 * another form folder (FORM_DIR; the build records its folder outside dist/, scripts/build/formTitle.ts).
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { distFormMark } from "../scripts/build/formTitle.ts";
import { formDir } from "../scripts/formDir.ts";

const root = resolve(import.meta.dirname, "..");
const formMark = distFormMark;
const builtFor = (): string | undefined => (existsSync(formMark) ? readFileSync(formMark, "utf8") : undefined);

function buildWebApp(): void {
  if (!existsSync(join(root, "index.html"))) return;
  // A dist/ without the mark was built before FORM_DIR existed (or the mark went with a clean schema/generated/): from schema/.
  if (existsSync(join(root, "dist", "index.html")) && (builtFor() ?? formDir(root, {})) === formDir(root)) return;
  const scripts = (JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { scripts?: Record<string, string> }).scripts ?? {};
  console.error(`dist/ is missing or of another form folder: building the web app of ${formDir(root)}`);
  const run = scripts.build
    ? spawnSync("npm", ["run", "-s", "build"], { cwd: root, stdio: "inherit" })
    : spawnSync(process.execPath, [join(root, "node_modules", "vite", "bin", "vite.js"), "build"], { cwd: root, stdio: "inherit" });
  if (run.status !== 0) throw new Error("the web app did not build; see the output above");
  writeFileSync(formMark, formDir(root));
}

buildWebApp();
await import("./main.ts");
