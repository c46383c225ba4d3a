import { printerAvailable } from "../applicationPdf/available.ts";
import type { Config } from "../config.ts";
import type { Storage } from "../storage/types.ts";
import { type ConverterStatus, converterAvailable } from "./convert/index.ts";
import type { Log } from "./worker.ts";

/**
 * Tells the operator at start where documents go and who converts them, and plainly when
 * LibreOffice is missing: Word uploads then fail with a message to the student, never hang. The
 * same for Chromium, which prints the application PDF.
 */
export async function logConverters(
  log: Log,
  config: Pick<Config, "documentWorkers">,
  storage: Storage,
  check: () => Promise<ConverterStatus> = converterAvailable,
  printCheck: () => Promise<ConverterStatus> = printerAvailable,
): Promise<void> {
  log.info(storage.kind === "s3" ? `documents are stored in S3 (uploads go to ${storage.uploadOrigin})` : "documents are stored in DATA_DIR/objects");
  const workers = config.documentWorkers ?? 0;
  if (workers === 0) {
    log.info("DOCUMENT_WORKERS=0: this process converts no documents; run `npm run worker` on a machine that shares the database and storage");
    return;
  }
  const [converter, printer] = await Promise.all([check(), printCheck()]);
  if (converter.available) log.info(`${workers} document worker(s) in this process. ${converter.detail}`);
  else log.warn(converter.detail);
  if (printer.available) log.info(printer.detail);
  else log.warn(printer.detail);
}
