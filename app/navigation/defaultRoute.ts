import { pageIds } from "../../schema/generated/pageIds.ts";

/**
 * Spec section 2: the default route, where unknown paths, a login and the completion guard send
 * students: the form's first page in step order, derived from the pages (schema/generated/pageIds.ts).
 */
export const defaultRoute = `/${pageIds[0]}`;
