/**
 * `npm start`: builds what is missing, then serves (main.ts). The validators are rebuilt by the
 * npm script before this runs; the web app is built here when it has a source and dist/ holds no
 * build of the form folder as it is now (its own `build` script when package.json has one, else
 * `vite build`): none, one of another folder (FORM_DIR), or one of this folder before an edit (the
 * build records its folder and a hash of its files, scripts/build/formFingerprint.ts). So a browser
 * never runs another form than the server checks answers with (issue 39).
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { builtOf, writeFormMark } from "../scripts/build/formFingerprint.ts";
import { formDir } from "../scripts/formDir.ts";

const root = resolve(import.meta.dirname, "..");

function buildWebApp(): void {
  if (!existsSync(join(root, "index.html"))) return;
  if (existsSync(join(root, "dist", "index.html")) && builtOf(formDir(root))) return;
  const scripts = (JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { scripts?: Record<string, string> }).scripts ?? {};
  console.error(`dist/ holds no build of ${formDir(root)} as it is now: building its web app`);
  const run = scripts.build
    ? spawnSync("npm", ["run", "-s", "build"], { cwd: root, stdio: "inherit" })
    : spawnSync(process.execPath, [join(root, "node_modules", "vite", "bin", "vite.js"), "build"], { cwd: root, stdio: "inherit" });
  if (run.status !== 0) throw new Error("the web app did not build; see the output above");
  writeFormMark(formDir(root));
}

buildWebApp();
await import("./main.ts");
