/**
 * A multipart/form-data body (RFC 7578) read into its parts: enough for the upload form, which
 * is a few text fields and one file. The body is already held in memory with a size cap (the
 * upload route's bodyLimit), so a plain scan for the boundary is all it needs.
 */

export interface FormPart {
  name: string;
  /** Present for a file part (possibly empty). */
  filename?: string;
  data: Buffer;
}

/** The most parts a form may have: the upload form has a handful. */
const maxParts = 32;
const crlf = Buffer.from("\r\n");
const headerEnd = Buffer.from("\r\n\r\n");

/** The boundary of a multipart/form-data Content-Type, or null when the type is something else. */
export function boundaryOf(contentType: string | undefined): string | null {
  if (!contentType || !/^multipart\/form-data\s*;/i.test(contentType)) return null;
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType);
  return match?.[1] ?? match?.[2] ?? null;
}

/** The name and filename of a part, from its Content-Disposition header. */
function disposition(headers: string): { name: string; filename?: string } | null {
  const line = headers.split("\r\n").find((h) => /^content-disposition\s*:/i.test(h));
  if (!line || !/:\s*form-data\s*(;|$)/i.test(line)) return null;
  const params = new Map<string, string>();
  for (const [, key = "", quoted, plain = ""] of line.matchAll(/;\s*([\w*-]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]*))/g)) {
    params.set(key.toLowerCase(), quoted !== undefined ? quoted.replace(/\\(.)/g, "$1") : plain);
  }
  const name = params.get("name");
  if (name === undefined) return null;
  const filename = params.get("filename");
  return filename === undefined ? { name } : { name, filename };
}

/** The parts of `body` in order, or null when it is not well-formed. */
export function parseMultipart(body: Buffer, boundary: string): FormPart[] | null {
  const delimiter = Buffer.from(`--${boundary}`);
  const next = Buffer.from(`\r\n--${boundary}`);
  // The first delimiter may follow a preamble; every later one starts on its own line.
  let at = body.indexOf(delimiter);
  if (at < 0) return null;
  at += delimiter.length;
  const parts: FormPart[] = [];
  for (;;) {
    if (body[at] === 0x2d && body[at + 1] === 0x2d) return parts;
    if (!body.subarray(at, at + 2).equals(crlf) || parts.length === maxParts) return null;
    const headersStart = at + 2;
    const headersEnd = body.indexOf(headerEnd, headersStart);
    if (headersEnd < 0) return null;
    const end = body.indexOf(next, headersEnd + headerEnd.length);
    if (end < 0) return null;
    const named = disposition(body.subarray(headersStart, headersEnd).toString("utf8"));
    if (!named) return null;
    parts.push({ ...named, data: body.subarray(headersEnd + headerEnd.length, end) });
    at = end + next.length;
  }
}
