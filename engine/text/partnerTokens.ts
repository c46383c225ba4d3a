/** The {token} values of the partner settings: each value by its name, links as links.name, lists joined by commas. */
export function partnerTokens(value: unknown, prefix = "", out: Record<string, string> = {}): Record<string, string> {
  if (value && typeof value === "object" && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value)) partnerTokens(v, prefix ? `${prefix}.${k}` : k, out);
  } else if (Array.isArray(value)) {
    out[prefix] = value.join(", ");
  } else if (value !== undefined) {
    out[prefix] = String(value);
  }
  return out;
}
