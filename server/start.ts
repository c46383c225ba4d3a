/**
 * `npm start`: builds what is missing, then serves (main.ts). The validators are rebuilt by the
 * npm script before this runs; the web app is built here when it has a source and no build in
 * dist/ (its own `build` script when package.json has one, else `vite build`).
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");

function buildWebApp(): void {
  if (existsSync(join(root, "dist", "index.html")) || !existsSync(join(root, "index.html"))) return;
  const scripts = (JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { scripts?: Record<string, string> }).scripts ?? {};
  console.error("dist/ is missing: building the web app");
  const run = scripts.build
    ? spawnSync("npm", ["run", "-s", "build"], { cwd: root, stdio: "inherit" })
    : spawnSync(process.execPath, [join(root, "node_modules", "vite", "bin", "vite.js"), "build"], { cwd: root, stdio: "inherit" });
  if (run.status !== 0) throw new Error("the web app did not build; see the output above");
}

buildWebApp();
await import("./main.ts");
