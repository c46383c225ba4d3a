/** The university's settings (names, addresses, links), alone: the shell's header and footer need nothing else of the schema. */
import type { PartnerSettings } from "../engine/index.ts";
import partner from "./generated/form/partner.ts";

// JSON imports are typed loosely; schema:check validates the file against its meta-schema.
export const partnerSettings = partner as unknown as PartnerSettings;
