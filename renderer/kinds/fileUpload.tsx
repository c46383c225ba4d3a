import { useEffect, useId, useRef, useState } from "react";
import { Button, FileTrigger, ProgressBar } from "react-aria-components";
import { type FileUploadQuestion, type Words, interpolate, uploadError } from "../../engine/index.ts";
import { useAriaInvalid } from "../parts/ariaInvalid.ts";
import { MessageDialog } from "../parts/MessageDialog.tsx";
import { StandaloneErrors } from "../parts/FieldMessages.tsx";
import { useQuestion } from "../parts/useQuestion.ts";
import type { NodeProps } from "../registry/types.ts";
import { useFormContext } from "../context/formContext.ts";
import { useIsLoggedIn, useTextAnswer } from "../store/hooks.ts";
import { useUpload } from "./useUpload.ts";

/** Props of FileUploadInput and FileUploadPrint. */
export interface FileUploadProps extends NodeProps<FileUploadQuestion> {
  /** The file upload question; its answer is ANSWERED once the file is converted. */
  node: FileUploadQuestion;
}

/** A file size as people read it: 812 bytes, 245 KB, 1.0 MB. */
export function formatSize(bytes: number, words: Words): string {
  const { sizeBytes, sizeKb, sizeMb } = words.upload;
  if (bytes < 1024) return interpolate(sizeBytes, { n: bytes });
  if (bytes < 1024 * 1024) return interpolate(sizeKb, { n: Math.round(bytes / 1024) });
  return interpolate(sizeMb, { n: (bytes / (1024 * 1024)).toFixed(1) });
}

/**
 * A document field (spec section 4): choose a file, which is checked (size, type, name length,
 * emptiness), uploaded and converted to PDF; then its name and size with a delete action that
 * asks first. A visitor is told to create an account instead.
 */
export function FileUploadInput({ node, scope }: FileUploadProps) {
  const q = useQuestion(node, scope);
  const { services, words } = useFormContext();
  const { messages, upload, common } = words;
  const isLoggedIn = useIsLoggedIn();
  const answered = useTextAnswer(q.key) === "ANSWERED";
  const { phase, document: stored, problems, reason, start, remove } = useUpload(q.key, q.label);
  const [confirming, setConfirming] = useState(false);
  const labelId = useId();
  // What went wrong with the file just chosen, in the server's words when it gave a reason.
  const refused: readonly string[] = [...problems, ...(phase === "failed" ? [reason ?? uploadError(q.label, words)] : [])];
  const errors: readonly string[] = [...refused, ...q.errors];
  const errorId = `${q.key}-error`;
  const helpId = `${q.key}-help`;
  const nameId = `${q.key}-file`;
  const describedBy = [q.help ? helpId : "", errors.length ? errorId : ""].filter(Boolean).join(" ") || undefined;
  const busy = phase === "uploading" || phase === "converting";
  const invalidRef = useAriaInvalid(errors.length > 0);
  // Choosing or deleting a file replaces the control the student used; focus follows to the
  // control of each next state (always #key) until the field settles, so it is never lost.
  const follow = useRef(false);
  useEffect(() => {
    if (!follow.current) return;
    document.getElementById(q.key)?.focus();
    if (!busy) follow.current = false;
  }, [q.key, busy, answered, problems]);
  return (
    <div className="field field--file" role="group" aria-labelledby={labelId}>
      <div id={labelId} className="field__label">
        {q.label}
      </div>
      {q.help && (
        <p id={helpId} className="field__help">
          {q.help}
        </p>
      )}
      {!isLoggedIn ? (
        <p id={q.key} className="file__visitor">
          {messages.visitorUpload}
        </p>
      ) : busy ? (
        <div id={q.key} tabIndex={-1} className="file__status">
          <ProgressBar className="file__progress" isIndeterminate aria-label={phase === "uploading" ? upload.uploading : upload.converting}>
            <span className="spinner" aria-hidden="true" />
            {phase === "uploading" ? upload.uploadingNow : upload.convertingNow}
          </ProgressBar>
        </div>
      ) : answered ? (
        <div className="file__done">
          <span id={nameId} className="file__name">{stored ? `${stored.file_name} (${formatSize(stored.file_size, words)})` : messages.documentAttached}</span>
          <Button id={q.key} className="button button--secondary" aria-describedby={nameId} onPress={() => setConfirming(true)}>
            {upload.deleteFile}
          </Button>
        </div>
      ) : (
        <FileTrigger
          onSelect={(files) => {
            const file = files?.[0];
            if (!file) return;
            follow.current = true;
            void start(file);
          }}
        >
          <Button id={q.key} className="button button--secondary" aria-describedby={describedBy} ref={invalidRef}>
            {upload.chooseFile}
          </Button>
        </FileTrigger>
      )}
      <StandaloneErrors id={errorId} errors={errors} announce={refused.length > 0} />
      <MessageDialog
        isOpen={confirming}
        onClose={() => setConfirming(false)}
        title={upload.deleteFile}
        role="alertdialog"
        actions={
          <>
            <Button className="button button--secondary" onPress={() => setConfirming(false)}>
              {common.cancel}
            </Button>
            <Button
              className="button button--danger"
              onPress={() => {
                setConfirming(false);
                follow.current = true;
                remove().catch(() => services.notifyError(uploadError(q.label, words)));
              }}
            >
              {common.delete}
            </Button>
          </>
        }
      >
        {messages.deleteFileConfirm}
      </MessageDialog>
    </div>
  );
}
