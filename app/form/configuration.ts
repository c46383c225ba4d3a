import type { Form } from "../../engine/index.ts";
import { AppError } from "../api/errors.ts";

/**
 * The developer check of spec section 5 the browser can make on the compiled form: a question key
 * on more than one page. schema:check refuses such a schema; this catches a form changed without it
 * while developing (the root error screen shows it).
 */
export function configurationError(form: Form): AppError | null {
  if (form.duplicates.size === 0) return null;
  const places = [...form.duplicates].map(([key, where]) => `${key} (${where.map((w) => w.page).join(", ")})`);
  return new AppError("badConfiguration", `Answer keys on more than one page: ${places.join("; ")}.`);
}
