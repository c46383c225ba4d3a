/** The sandbox's worker thread: runs one named job per message and posts the result back. */
import { parentPort } from "node:worker_threads";
import { reject } from "./messages.ts";
import { type SandboxJob, sandboxJobs } from "./sandboxJobs.ts";

export interface JobRequest {
  id: number;
  job: SandboxJob;
  bytes: Uint8Array;
}

// pdf-lib narrates every object it recovers from a damaged file on the console; from a worker
// those lines would reach the server's log for each hostile upload, so they are dropped here.
console.log = () => undefined;
console.warn = () => undefined;

async function run({ job, bytes }: JobRequest): Promise<unknown> {
  const { run, otherwise } = sandboxJobs[job];
  try {
    return await run(bytes);
  } catch {
    return reject(otherwise);
  }
}

parentPort?.on("message", (request: JobRequest) => {
  void run(request).then((result) => {
    const pdf = typeof result === "object" && result !== null && "pdf" in result && result.pdf instanceof Uint8Array ? result.pdf : undefined;
    parentPort?.postMessage({ id: request.id, result }, pdf ? [pdf.buffer as ArrayBuffer] : []);
  });
});
