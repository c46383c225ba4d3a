/**
 * The work that reads untrusted bytes, by name. It runs inside the sandbox's worker thread, where
 * a time budget and a heap limit can stop it; nothing here is called on the server's main thread.
 */
import { convertJpeg, convertPng } from "./image/convertImage.ts";
import { reject, type RejectionCode } from "./messages.ts";
import { normalisePdf } from "./pdf.ts";
import { verifiedPdf } from "./pdfCheck.ts";
import type { Rejection } from "./types.ts";
import { packageProblem } from "./zipPackage.ts";

/** A Word package that may go on to LibreOffice. */
export interface Cleared {
  ok: true;
}

interface Job<R> {
  run: (bytes: Uint8Array) => Promise<R>;
  /** What the student is told if the job throws anyway (a case the checks did not foresee). */
  otherwise: RejectionCode;
}

const job = <R>(run: (bytes: Uint8Array) => Promise<R>, otherwise: RejectionCode): Job<R> => ({ run, otherwise });

export const sandboxJobs = {
  png: job(convertPng, "damagedImage"),
  jpeg: job(convertJpeg, "damagedImage"),
  pdf: job(normalisePdf, "damagedPdf"),
  /** A Word package, checked before LibreOffice sees it. */
  wordPackage: job(async (bytes): Promise<Cleared | Rejection> => {
    const problem = packageProblem(bytes);
    return problem ? reject(problem) : { ok: true };
  }, "damagedWord"),
  /** LibreOffice's output, loaded back and counted. */
  wordOutput: job((pdf) => verifiedPdf(pdf, "wordNotConverted"), "wordNotConverted"),
};

export type SandboxJob = keyof typeof sandboxJobs;
export type SandboxResult<J extends SandboxJob> = Awaited<ReturnType<(typeof sandboxJobs)[J]["run"]>>;
