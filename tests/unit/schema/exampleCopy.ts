import { cp } from "node:fs/promises";
import { type Edit, copyWithEdits } from "./formCopy.ts";

export { cleanUp } from "./formCopy.ts";

/** A copy of examples/scholarship with the edits made: a small whole form, its own meta-schemas beside it. */
export const exampleCopy = (edits: readonly Edit[]): Promise<string> => copyWithEdits((dir) => cp("examples/scholarship", dir, { recursive: true }), edits);
