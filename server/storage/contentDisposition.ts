/**
 * A Content-Disposition that opens a download in the browser and saves it under a given name in
 * any script: RFC 6266's filename with an ASCII fallback (accents taken off, other characters
 * left out) for old clients, and RFC 5987's filename* with the name as it is.
 */
const ascii = (name: string): string =>
  name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9._-]+/g, "-")
    .replace(/-{2,}/g, "-")
    .replace(/^-|-(?=\.)|-$/g, "");

export function inlineDisposition(fileName: string): string {
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `inline; filename="${ascii(fileName) || "download"}"; filename*=UTF-8''${encoded}`;
}
