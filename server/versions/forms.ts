/**
 * The form an application is read with: the version it records (issue 39). The version the process
 * runs is server/form.ts's; any other is read from form_versions and compiled once per language.
 * A version's content never changes and its id is a hash of that content, so what is read under an
 * id holds for every database and is kept for the life of the process.
 */
import { type Form, compileStoredVersion } from "../../engine/index.ts";
import type { Sql } from "../db/types.ts";
import { form, formIn } from "../form.ts";
import { currentVersionId } from "./current.ts";
import type { FormSnapshot } from "./snapshot.ts";

const snapshots = new Map<string, Promise<FormSnapshot>>();
const compiled = new Map<string, Form>();

async function snapshotOf(db: Sql, id: string): Promise<FormSnapshot> {
  const found =
    snapshots.get(id) ??
    db.query<{ definition: FormSnapshot }>("SELECT definition FROM form_versions WHERE id = $1", [id]).then(({ rows }) => {
      const row = rows[0];
      if (!row) throw new Error(`form version ${id} is not in form_versions`);
      return row.definition;
    });
  snapshots.set(id, found);
  // A failed read (the database away) is not kept: the next reader tries again.
  found.catch(() => snapshots.delete(id));
  return found;
}

/**
 * The form of version `id` with its texts in `locale` (the version's default when none is given,
 * or when the version is not written in it). Null or the running version's id: the running form.
 */
export async function formOfVersion(db: Sql, id: string | null, locale?: string): Promise<Form> {
  if (id === null || id === currentVersionId) return locale ? formIn(locale) : form;
  const snapshot = await snapshotOf(db, id);
  const declared: readonly string[] = snapshot.partner.locales ?? [];
  const chosen = locale && declared.includes(locale) ? locale : declared[0];
  const key = `${id}\n${chosen ?? ""}`;
  const known = compiled.get(key);
  if (known) return known;
  const made = compileStoredVersion(snapshot, chosen);
  compiled.set(key, made);
  return made;
}
