/**
 * HTTP written by hand over a socket, for requests no client library would send (a wrong
 * Content-Length, a path that does not percent-decode, an unknown method): what the server answers
 * to them is all that is read, until it closes the connection.
 */
import { connect } from "node:net";

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Splits what came back into its responses (each with a Content-Length, as the server sends them). */
function parseAnswers(bytes: Buffer): RawAnswer[] {
  const answers: RawAnswer[] = [];
  let rest = bytes;
  while (rest.length) {
    const end = rest.indexOf("\r\n\r\n");
    if (end < 0) break;
    const [statusLine = "", ...lines] = rest.subarray(0, end).toString("latin1").split("\r\n");
    const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(":")).toLowerCase(), l.slice(l.indexOf(":") + 1).trim()]));
    const length = Number(headers["content-length"] ?? 0);
    answers.push({ status: Number(statusLine.split(" ")[1]), headers, body: rest.subarray(end + 4, end + 4 + length).toString("utf8") });
    rest = rest.subarray(end + 4 + length);
  }
  return answers;
}

/** Sends `request` as it is and returns every response, once the server closes the connection (or after `ms`). */
export function rawExchange(port: number, request: string | Buffer, ms = 5_000): Promise<RawAnswer[]> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const socket = connect(port, "127.0.0.1", () => socket.write(request));
    const done = (): void => {
      clearTimeout(timer);
      socket.destroy();
      resolve(parseAnswers(Buffer.concat(chunks)));
    };
    const timer = setTimeout(done, ms);
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("close", done);
    socket.on("error", done);
  });
}
