/**
 * `npm run author [-- --dir path/to/form] [--port 5180]` (the form folder: `--dir`, else FORM_DIR, else schema/): the author's workbench on
 * http://127.0.0.1:<port>: every page of the form rendered from the schema files as they are on
 * disk, updated on each save without a reload, with schema:check's problems over the page. No
 * account, database or server is needed: lookups answer from the shipped sample data.
 */
import { join, resolve } from "node:path";
import react from "@vitejs/plugin-react";
import { createServer } from "vite";
import { authorPlugin } from "../author/server/plugin.ts";
import { formDir } from "./formDir.ts";

const root = join(import.meta.dirname, "..");
const arg = (name: string): string | undefined => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : undefined;
};

const dir = resolve(arg("dir") ?? formDir(root));
const server = await createServer({
  configFile: false,
  root: join(root, "author"),
  publicDir: join(root, "public"),
  plugins: [react(), authorPlugin({ root, schemaDir: dir })],
  server: { host: "127.0.0.1", port: Number(arg("port") ?? 5180), strictPort: true, fs: { allow: [root, dir] } },
  logLevel: "warn",
});
await server.listen();
console.log(`author: the workbench is on ${server.resolvedUrls?.local[0] ?? "http://127.0.0.1"} (form: ${dir})`);
