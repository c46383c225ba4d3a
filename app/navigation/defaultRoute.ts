/** Spec section 2: the default route, where unknown paths and the completion guard send students. */
export const defaultRoute = "/about";
