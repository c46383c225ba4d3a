/** Whether Word documents can be converted here, in words for the operator (the server logs it at start). */
import { sharedSoffice } from "./convertToPdf.ts";
import type { SofficeRunner } from "./soffice.ts";

export interface ConverterStatus {
  available: boolean;
  detail: string;
}

export async function converterAvailable(soffice: SofficeRunner = sharedSoffice()): Promise<ConverterStatus> {
  const version = await soffice.version();
  return version
    ? { available: true, detail: `Word (.docx) uploads are converted with ${version}.` }
    : {
        available: false,
        detail:
          "LibreOffice (soffice) could not be run, so every Word (.docx) upload will fail with a message to the student. Install it (Debian: apt-get install libreoffice-writer-nogui) and restart the server.",
      };
}
