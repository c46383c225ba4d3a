/**
 * `npm run schema:build` does nothing when nothing it reads changed (finding 1: a staff command
 * took 7-25 s, most of it rebuilding the validators): scripts/schemaStamp.ts.
 */
import { execFile } from "node:child_process";
import { mkdir, mkdtemp, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { promisify } from "node:util";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildInputs, buildIsCurrent, forgetStamp, inputsDigest, writeStamp } from "../../../scripts/schemaStamp.ts";

const root = resolve(import.meta.dirname, "../../..");

describe("finding 1: the schema build's stamp", () => {
  it("finding 1: counts as inputs the schema files, the meta-schemas, the sources the build imports and package-lock.json, and no generated file", async () => {
    const inputs = await buildInputs();
    expect(inputs).toEqual(
      expect.arrayContaining([
        "schema/pages/about.json",
        "schema/meta/page.schema.json",
        "schema/rules.json",
        "schema/account/signup.schema.json",
        "scripts/schema-build.ts",
        "scripts/schemaBuild.ts",
        "scripts/authoring-docs.ts",
        "scripts/schemaSource.ts",
        "engine/index.ts",
        "engine/validation/createAjv.ts",
        ".vscode/settings.json",
        "package-lock.json",
      ]),
    );
    expect(inputs.filter((file) => file.includes("/generated/"))).toEqual([]);
    expect(inputs.filter((file) => file.startsWith("server/") || file.startsWith("app/"))).toEqual([]);
  });

  it("finding 1: a build with nothing changed writes nothing", async () => {
    const run = () => promisify(execFile)(process.execPath, [join(root, "scripts/schema-build.ts")], { cwd: root });
    await run();
    const outputs = ["schema/generated/validators.js", "schema/generated/files.ts", "engine/generated/form-types.ts", "docs/authoring.md"];
    const before = await Promise.all(outputs.map(async (file) => (await stat(join(root, file))).mtimeMs));
    await run();
    expect(await Promise.all(outputs.map(async (file) => (await stat(join(root, file))).mtimeMs))).toEqual(before);
  }, 120_000);

  describe("on a project of its own", () => {
    let project = "";
    const put = async (file: string, text: string) => {
      await mkdir(dirname(join(project, file)), { recursive: true });
      await writeFile(join(project, file), text);
    };
    beforeEach(async () => {
      project = await mkdtemp(join(tmpdir(), "schema-stamp-"));
      await put("scripts/schema-build.ts", 'import { x } from "./helper.ts";\nconst later = await import("./later.ts");\nconst text = `import y from "../${"name"}.ts"`;\n');
      await put("scripts/helper.ts", 'import { z } from "../engine/index.ts";\nimport type { T } from "../engine/generated/types.ts";\n');
      await put("scripts/later.ts", "");
      await put("scripts/unused.ts", "");
      await put("engine/index.ts", "export const z = 1;\n");
      await put("engine/generated/types.ts", "");
      await put("schema/pages/about.json", "{}");
      await put("schema/generated/validators.js", "// generated");
      await put(".vscode/settings.json", "{}");
      await put("package-lock.json", "{}");
      await put("docs/authoring.md", "# Authoring");
    });
    afterEach(() => rm(project, { recursive: true, force: true }));

    const outputs = ["schema/generated/validators.js", "docs/authoring.md"];

    it("finding 1: follows the build's imports (static and dynamic), and only those", async () => {
      expect(await buildInputs(project)).toEqual([".vscode/settings.json", "engine/index.ts", "package-lock.json", "schema/pages/about.json", "scripts/helper.ts", "scripts/later.ts", "scripts/schema-build.ts"]);
    });

    it("finding 1: is current until an input or an output changes, or an output goes", async () => {
      const digest = await inputsDigest(project);
      expect(await buildIsCurrent(digest, project)).toBe(false);
      await writeStamp(digest, outputs, project);
      expect(await buildIsCurrent(await inputsDigest(project), project)).toBe(true);

      // Touching a file without changing it, or changing a file the build does not read, changes nothing.
      await put("schema/pages/about.json", "{}");
      await put("scripts/unused.ts", "export {};");
      expect(await buildIsCurrent(await inputsDigest(project), project)).toBe(true);

      for (const [file, text] of [["schema/pages/about.json", '{"id":"/about"}'], ["engine/index.ts", "export const z = 2;\n"], ["package-lock.json", '{"v":2}'], ["schema/pages/new.json", "{}"]] as const) {
        await put(file, text);
        expect(await buildIsCurrent(await inputsDigest(project), project), file).toBe(false);
        await writeStamp(await inputsDigest(project), outputs, project);
      }

      await put("docs/authoring.md", "# Edited by hand");
      expect(await buildIsCurrent(await inputsDigest(project), project)).toBe(false);
      await writeStamp(await inputsDigest(project), outputs, project);
      await rm(join(project, "schema/generated/validators.js"));
      expect(await buildIsCurrent(await inputsDigest(project), project)).toBe(false);
    });

    it("finding 1: a forgotten stamp is never current", async () => {
      const digest = await inputsDigest(project);
      await writeStamp(digest, outputs, project);
      await forgetStamp(project);
      expect(await buildIsCurrent(digest, project)).toBe(false);
    });
  });
});
