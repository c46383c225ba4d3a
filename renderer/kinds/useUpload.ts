import { useEffect, useState } from "react";
import { uploadError, validateDocument } from "../../engine/index.ts";
import { useFormContext } from "../context/formContext.ts";
import { type ConversionRecord, type ConversionStatus, UploadRefused } from "../context/services.ts";
import { useActions, useChange, useFormStore } from "../store/hooks.ts";

// Spec section 4: the conversion is polled every 2000 ms while it is pending.
const pollInterval = 2000;
const pending: ReadonlySet<ConversionStatus> = new Set(["UNPROCESSED", "IN_PROGRESS"]);

/**
 * The upload flow of spec section 4 for one file field: validate the chosen file (the engine's
 * document rules), upload it through the injected service, poll its conversion every 2000 ms
 * while pending, then mark the answer (COMPLETED) or clear it with an error (FAILED). A file the
 * server refused, or whose conversion failed, says why under the question when the server gave a
 * reason (the toast keeps the spec's "Error uploading file for {field}").
 */
export function useUpload(key: string, fieldLabel: string) {
  const { form, services, today, words } = useFormContext();
  const phase = useFormStore((s) => s.uploads[key]);
  const document = useFormStore((s) => s.documents[key]);
  const { setUpload, setDocument } = useActions();
  const change = useChange();
  const [problems, setProblems] = useState<readonly string[]>([]);
  // The server's reason for the last failure, when it gave one.
  const [reason, setReason] = useState<string | null>(null);

  const fail = (why: string | undefined) => {
    change({ [key]: "" });
    setReason(why ?? null);
    setUpload(key, "failed");
    services.notifyError(uploadError(fieldLabel, words));
  };

  const start = async (file: File) => {
    const errors = Object.values(validateDocument(form, { name: file.name, size: file.size }, { today })).flat();
    setProblems(errors);
    setReason(null);
    if (errors.length > 0) return;
    setUpload(key, "uploading");
    try {
      setDocument(key, await services.upload(key, file));
      setUpload(key, "converting");
    } catch (error) {
      fail(error instanceof UploadRefused ? error.message : undefined);
    }
  };

  useEffect(() => {
    if (phase !== "converting") return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      const { status, message } = await services.conversionStatus(key).catch((): ConversionRecord => ({ status: "FAILED" }));
      if (!live) return;
      if (pending.has(status)) timer = setTimeout(poll, pollInterval);
      else if (status === "COMPLETED") {
        change({ [key]: "ANSWERED" });
        setUpload(key, null);
      } else if (status === "FAILED") fail(message);
      else setUpload(key, null);
    };
    void poll();
    return () => {
      live = false;
      clearTimeout(timer);
    };
    // One poll loop per conversion: it restarts only when the phase or the field changes.
  }, [phase, key]);

  const remove = async () => {
    await services.deleteUpload(key);
    change({ [key]: "" });
    setDocument(key, null);
    setUpload(key, null);
    setProblems([]);
    setReason(null);
  };

  return { phase, document, problems, reason, start, remove };
}
