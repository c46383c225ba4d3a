/**
 * The streamed answer of a command that writes data (command.ts `output`, an export): instead of
 * one JSON answer collected in memory, the server sends JSON lines (application/x-ndjson) as the
 * command writes, and the CLI writes each on its side as it comes:
 *   {"data": "..."}                        the next piece of the data
 *   {"file": "REF/application.pdf", "base64": "..."}   a file of the output folder
 *   {"stream": "out"|"err", "line": "..."} a line the command printed
 *   {"code": 0}                            the exit code, last
 * The server writes the next frame only once the CLI has taken the last (TCP backpressure), so
 * neither side holds more than a frame.
 */

export const framesType = "application/x-ndjson";

export type Frame = { data: string } | { file: string; base64: string } | { stream: "out" | "err"; line: string } | { code: number };

export const frameLine = (frame: Frame): string => `${JSON.stringify(frame)}\n`;
