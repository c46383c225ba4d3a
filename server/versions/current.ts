/** The version of the form this process runs: the form folder it was built from (server/form.ts). */
import { application } from "../../schema/index.ts";
import { formSnapshot, versionId, versionLabel } from "./snapshot.ts";

export const currentSnapshot = formSnapshot(application);

/** Its id, which every application started, moved or submitted on it records. */
export const currentVersionId = versionId(currentSnapshot);

export const currentVersionLabel = versionLabel(currentSnapshot);
