/**
 * Tells the database which answers hold the applicant's name and entry term (migration 150's
 * trigger reads them from office_list_keys), so the list's columns follow the form with no key
 * written in SQL or code. Run at every start: when the keys differ from those stored (a first
 * start, or an author's change to the form), every application's columns are written again, once.
 */
import { partnerSettings } from "../../schema/partner.ts";
import { nameKeys } from "../applicationPdf/applicant.ts";
import type { Database } from "../db/types.ts";

export const termKey = partnerSettings.officeTermQuestion;

/**
 * True when the keys changed and the applications' columns were written again. One transaction, so
 * keys stored are never left without their columns (a process stopped between the two); a second
 * process starting at once waits on the keys' row, then finds them as they are and writes nothing.
 */
export async function syncOfficeListKeys(db: Database): Promise<boolean> {
  const keys = [nameKeys.given ?? null, nameKeys.family ?? null, termKey];
  return db.transaction(async (tx) => {
    const { rows } = await tx.query(
      `INSERT INTO office_list_keys (one, given_key, family_key, term_key) VALUES (true, $1, $2, $3)
       ON CONFLICT (one) DO UPDATE SET given_key = EXCLUDED.given_key, family_key = EXCLUDED.family_key, term_key = EXCLUDED.term_key
       WHERE (office_list_keys.given_key, office_list_keys.family_key, office_list_keys.term_key)
         IS DISTINCT FROM (EXCLUDED.given_key, EXCLUDED.family_key, EXCLUDED.term_key)
       RETURNING one`,
      keys,
    );
    if (!rows.length) return false;
    // SET progress = progress: the trigger (BEFORE UPDATE OF progress) writes every column anew.
    await tx.query("UPDATE applications SET progress = progress");
    return true;
  });
}
