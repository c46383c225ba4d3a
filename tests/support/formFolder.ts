/**
 * Another form folder (FORM_DIR) built and served as `npm run build` and `npm start` would, apart
 * from the project's own: schema:build writes what the app, server and worker import into
 * schema/generated/ (and engine/generated/, stories/pages/, docs/authoring.md), and the build into
 * dist/, all of them the default form's that the other tests and workers read. So the folder is
 * built in a copy of the sources of its own under the temporary directory, named by a hash of
 * everything the build reads (as buildApp.ts names the default form's build): an unchanged form is
 * not built again, and a build never writes into the project.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { cp, mkdir, mkdtemp, readFile, readdir, rename, rm, stat, symlink } from "node:fs/promises";
import { tmpdir } from "node:os";
import { basename, isAbsolute, join, relative, resolve, sep } from "node:path";
import { type CompiledValidator, type Form, answerSchema, compileForm } from "../../engine/index.ts";
import { createAjv } from "../../engine/validation/createAjv.ts";
import { distFormMark, writeFormMark } from "../../scripts/build/formFingerprint.ts";
import { projectRoot } from "../../scripts/formDir.ts";
import { readDefinition } from "../../scripts/schemaSource.ts";
import { type Mailbox, startMailbox } from "../server/helpers/mailbox.ts";
import { freePort } from "../server/helpers/ports.ts";

const root = join(import.meta.dirname, "../..");

/**
 * What the server, the worker and the build read besides the form folder: schema:build reads the
 * editor settings for docs/authoring.md, and vite.config.ts loads Storybook's settings when run
 * from a test. node_modules is linked, not copied.
 */
const sources = ["app", "renderer", "engine", "schema", "server", "scripts", "public", "stories", "index.html", "vite.config.ts", "package.json", "package-lock.json", "tsconfig.json", ".vscode/settings.json", ".storybook"];

/** What schema:build and the build write: made anew in the copy, never taken from the project. */
const generated = ["schema/generated", "engine/generated", "stories/pages", "dist"].map((dir) => join(root, dir));
const isSource = (path: string): boolean => !generated.some((dir) => path === dir || path.startsWith(dir + sep));

/**
 * The compiled form of a form folder (relative to the project, or absolute), as the app compiles
 * its own: with the answer validator schema:build would generate, so that a test validates (or
 * completes, support/completeApplication.ts) answers as the server of that folder does.
 */
export async function formOf(formDir: string): Promise<Form> {
  const definition = await readDefinition(resolve(root, formDir));
  const answers = createAjv().compile(answerSchema(compileForm(definition))) as CompiledValidator;
  return compileForm({ ...definition, validators: { ...definition.validators, answers } });
}

async function files(path: string): Promise<string[]> {
  const info = await stat(path).catch(() => null);
  if (!info || !isSource(path)) return [];
  if (!info.isDirectory()) return [path];
  const entries = await readdir(path);
  return (await Promise.all(entries.sort().map((entry) => files(join(path, entry))))).flat();
}

/**
 * Where a form folder stands in the copy builtFormFolder makes, its FORM_DIR there: where it stands
 * in the project, or, for a folder outside it (a test's own, under the temporary directory), under
 * forms/ by its name.
 */
export const formDirInCopy = (formDir: string): string => (isAbsolute(formDir) ? join("forms", basename(formDir)) : formDir);

async function sourceHash(formDir: string): Promise<string> {
  const hash = createHash("sha256");
  for (const input of sources) {
    for (const file of await files(join(root, input))) hash.update(relative(root, file)).update(await readFile(file));
  }
  const form = resolve(root, formDir);
  for (const file of await files(form)) hash.update(join(formDirInCopy(formDir), relative(form, file))).update(await readFile(file));
  return hash.digest("hex").slice(0, 16);
}

/** The environment without Vitest's own variables, as a command run from a shell has it. */
const outsideVitest = (): NodeJS.ProcessEnv => Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith("VITEST")));

function run(cwd: string, args: string[], env: NodeJS.ProcessEnv, what: string): void {
  const done = spawnSync(process.execPath, args, { cwd, encoding: "utf8", env });
  if (done.status !== 0) throw new Error(`${what} failed:\n${done.stdout}\n${done.stderr}`);
}

/** Copies of other sources are of no more use; an hour old, no run is reading one. */
async function removeOldCopies(prefix: string, keep: string): Promise<void> {
  for (const name of await readdir(tmpdir())) {
    const path = join(tmpdir(), name);
    if (!name.startsWith(prefix) || path === keep) continue;
    const made = await stat(path).catch(() => null);
    if (made && Date.now() - made.mtimeMs > 60 * 60 * 1000) await rm(path, { recursive: true, force: true });
  }
}

/**
 * A copy of the project in which the form folder `formDir` (relative to the project, e.g.
 * "examples/scholarship", or an absolute path outside it) is built: schema:build and `vite build`
 * run there with FORM_DIR, as `FORM_DIR=… npm run build` does, leaving the copy's dist/ and
 * schema/generated/ of that form. Its FORM_DIR there is `formDirInCopy(formDir)`.
 */
export async function builtFormFolder(formDir: string): Promise<string> {
  const prefix = `transfer-app-form-${basename(formDir)}-`;
  const dir = join(tmpdir(), `${prefix}${await sourceHash(formDir)}`);
  await removeOldCopies(prefix, dir);
  if (await stat(join(dir, "dist", "index.html")).catch(() => null)) return dir;
  const building = await mkdtemp(`${dir}-building-`);
  try {
    for (const input of sources) {
      await mkdir(join(building, input, ".."), { recursive: true });
      await cp(join(root, input), join(building, input), { recursive: true, filter: isSource });
    }
    await cp(resolve(root, formDir), join(building, formDirInCopy(formDir)), { recursive: true, filter: isSource });
    await mkdir(join(building, "docs"), { recursive: true });
    await symlink(join(root, "node_modules"), join(building, "node_modules"), "dir");
    // Vitest sets NODE_ENV=test, which would build React's development version.
    const env = { ...outsideVitest(), FORM_DIR: formDirInCopy(formDir), NODE_ENV: "production" };
    run(building, ["scripts/schema-build.ts"], env, `schema:build of ${formDir}`);
    run(building, [join("node_modules", "vite", "bin", "vite.js"), "build", "--logLevel", "warn"], env, `the build of ${formDir}`);
    // Another run may have finished the same build first: then its copy stands.
    const moved = await rename(building, dir).then(
      () => true,
      () => false,
    );
    if (!moved) await rm(building, { recursive: true, force: true });
    // The build recorded the folder it was made from (scripts/build/formFingerprint.ts), where it was
    // built: recorded where it now is, so that server/start.ts finds dist/ of its FORM_DIR and builds nothing.
    else writeFormMark(join(dir, formDirInCopy(formDir)), join(dir, relative(projectRoot, distFormMark)));
  } catch (error) {
    await rm(building, { recursive: true, force: true });
    throw error;
  }
  return dir;
}

export interface FormServer {
  /** The origin the browser opens, also the server's PUBLIC_URL. */
  url: string;
  /** The copy the server runs in, where the staff commands run too. */
  projectDir: string;
  /** The environment the server runs with (FORM_DIR, DATA_DIR, …), for the staff commands. */
  env: NodeJS.ProcessEnv;
  mailbox: Mailbox;
  /** Runs a staff command (`npm run -s cli -- …`) beside the server; its standard output. */
  cli(args: string[]): string;
  close(): Promise<void>;
}

async function ready(url: string, server: ChildProcess, output: () => string): Promise<void> {
  const until = Date.now() + 120_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode}):\n${output()}`);
    const answer = await fetch(`${url}/readyz`).catch(() => null);
    if (answer?.ok) return;
    if (Date.now() > until) throw new Error(`the server was not ready within two minutes:\n${output()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export interface FormServerOptions {
  /** The embedded database's folder, kept when the server closes (default: one of its own, removed). */
  dataDir?: string;
  /** The PostgreSQL server's URL, in place of the embedded database. */
  databaseUrl?: string;
  /** What starts it: npm start's server/start.ts (builds dist/ when it holds no build of the folder as it is), or the server alone, server/main.ts. */
  entry?: "server/start.ts" | "server/main.ts";
}

/**
 * The real server of a built form folder, started as `FORM_DIR=… npm start` starts it (server/start.ts,
 * which finds dist/ built of that folder): the embedded database in a data folder of its own, one
 * document worker, and its mails sent to a real SMTP listener.
 */
export async function startFormServer(projectDir: string, formDir: string, options: FormServerOptions = {}): Promise<FormServer> {
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), "e2e-form-data-")));
  const mailbox = await startMailbox();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...outsideVitest(),
    NODE_ENV: "production",
    FORM_DIR: formDir,
    DATA_DIR: dataDir,
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    HOST: "127.0.0.1",
    PORT: String(port),
    PUBLIC_URL: url,
    SMTP_URL: mailbox.url,
    DOCUMENT_WORKERS: "1",
    LOG_LEVEL: "warn",
  };
  let output = "";
  const server = spawn(process.execPath, [options.entry ?? "server/start.ts"], { cwd: projectDir, env, stdio: ["ignore", "pipe", "pipe"] });
  server.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => server.once("exit", () => resolve()));
  const close = async (): Promise<void> => {
    if (server.exitCode === null) server.kill("SIGTERM");
    await exited;
    await mailbox.close();
    if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await ready(url, server, () => output);
  } catch (error) {
    await close();
    throw error;
  }
  return {
    url,
    projectDir,
    env,
    mailbox,
    cli(args) {
      const done = spawnSync(process.execPath, ["server/cli.ts", ...args], { cwd: projectDir, env, encoding: "utf8" });
      if (done.status !== 0) throw new Error(`cli ${args.join(" ")} failed (${done.status}):\n${done.stderr}\nthe server said:\n${output}`);
      return done.stdout;
    },
    close,
  };
}
