/**
 * Fills {name} placeholders: partner settings ({schoolAbbreviation}, {links.campusVisit}),
 * the instance number {n} in repeat groups, or an error's parameters ({year}). An unknown
 * name is left as written, so a mistake shows instead of vanishing (schema:check reports it).
 */
export function interpolate(text: string, ...sources: Readonly<Record<string, unknown>>[]): string {
  return text.replace(/\{([a-zA-Z][a-zA-Z0-9._]*)\}/g, (whole, name: string) => {
    for (const source of sources) {
      // A name of its own only: {constructor} must not print the inherited function.
      const value = Object.hasOwn(source, name) ? source[name] : undefined;
      if (value !== undefined && value !== null) return String(value);
    }
    return whole;
  });
}

/** The placeholder names a text uses. */
export function placeholders(text: string): string[] {
  return [...text.matchAll(/\{([a-zA-Z][a-zA-Z0-9._]*)\}/g)].map((m) => m[1] ?? "");
}
