/**
 * The form folder: everything that makes one application (pages, option lists, rules, partner
 * settings, account and mail texts, brand) lives in one folder, `schema/` unless the environment
 * variable FORM_DIR names another (relative to the project, or absolute). schema:check,
 * schema:build, the workbench and Storybook read it here; the build, the server and the worker
 * reach it through the modules schema:build generates into schema/generated/ (generatedForm.ts).
 */
import { isAbsolute, join, relative, resolve } from "node:path";

export const projectRoot = join(import.meta.dirname, "..");

/** The form folder, absolute: FORM_DIR when set, else schema/ of the project. */
export function formDir(root = projectRoot, env: NodeJS.ProcessEnv = process.env): string {
  const chosen = env.FORM_DIR?.trim() || "schema";
  return isAbsolute(chosen) ? chosen : resolve(root, chosen);
}

/** The form folder as the project names it (relative when inside it), for messages and banners. */
export function formDirShown(dir = formDir(), root = projectRoot): string {
  const inside = relative(root, dir);
  return inside.startsWith("..") ? dir : inside || ".";
}
