/** Whether application PDFs can be printed here, in words for the operator (logged at start, like LibreOffice's check). */
import { execFile } from "node:child_process";
import type { ConverterStatus } from "../documents/convert/index.ts";
import { chromiumPath } from "./printer.ts";

export function printerAvailable(executablePath = chromiumPath): Promise<ConverterStatus> {
  return new Promise((resolve) => {
    execFile(executablePath, ["--version"], { timeout: 30_000, env: { PATH: process.env.PATH ?? "/usr/bin:/bin" } }, (error, stdout) => {
      const version = stdout.trim();
      resolve(
        !error && version
          ? { available: true, detail: `Application PDFs are printed with ${version}.` }
          : {
              available: false,
              detail: `Chromium (${executablePath}) could not be run, so every application PDF will fail with a message to the student. Install it (Debian: apt-get install chromium) and restart.`,
            },
      );
    });
  });
}
