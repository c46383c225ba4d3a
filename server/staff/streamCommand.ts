/**
 * Runs a command that writes data (an export) for the CLI with its answer streamed as frames
 * (frames.ts): each piece is sent as the command writes it, and the command's next write waits
 * until the CLI has taken the last, so the server holds a frame at a time whatever the export's
 * size. A CLI that stops reading (interrupted) ends the command at its next write.
 */
import { PassThrough } from "node:stream";
import type { FastifyReply } from "fastify";
import type { CommandEnv, Printer } from "../cli/command.ts";
import { type Frame, frameLine, framesType } from "./frames.ts";

export function streamCommand(reply: FastifyReply, run: (print: Printer, extra: Partial<CommandEnv>) => Promise<number>): FastifyReply {
  const stream = new PassThrough();
  reply.raw.once("close", () => {
    if (!reply.raw.writableFinished) stream.destroy();
  });
  const send = (frame: Frame): Promise<void> =>
    new Promise((resolve, reject) => {
      const gone = (): void => reject(new Error("The CLI stopped reading the command's output."));
      if (stream.destroyed) return gone();
      if (stream.write(frameLine(frame))) return resolve();
      const drained = (): void => {
        stream.off("close", closed);
        resolve();
      };
      const closed = (): void => {
        stream.off("drain", drained);
        gone();
      };
      stream.once("drain", drained);
      stream.once("close", closed);
    });
  const line = (which: "out" | "err") => (text: string) => {
    if (!stream.destroyed) stream.write(frameLine({ stream: which, line: text }));
  };
  void run(
    { out: line("out"), err: line("err") },
    { output: { write: (data) => send({ data }), file: (file, bytes) => send({ file, base64: Buffer.from(bytes).toString("base64") }) } },
  ).then((code) => {
    if (!stream.destroyed) stream.end(frameLine({ code }));
  });
  return reply.type(framesType).header("cache-control", "no-store").send(stream);
}
