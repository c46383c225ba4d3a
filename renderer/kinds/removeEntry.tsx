import { useState } from "react";
import { Button } from "react-aria-components";
import { type RepeatNode, entryName, interpolate, removeEntryError, removeEntryQuestion, removeInstance, repeatCount } from "../../engine/index.ts";
import { useFormContext } from "../context/formContext.ts";
import { MessageDialog } from "../parts/MessageDialog.tsx";
import { useFormStore } from "../store/hooks.ts";

/** Props of RemoveEntry. */
export interface RemoveEntryProps {
  /** The repeat group. */
  node: RepeatNode;
  /** The instance to remove (from 2). */
  n: number;
  /** The instance's heading ("College/University 2"). */
  label: string;
  /** Called once the server and the store have removed it. */
  onRemoved: () => void;
}

/**
 * Remove for one repeat instance: asks first, naming the entry ("Remove College/University 2
 * (Lakeside Community College)?"), then removes it on the server and in the store, where the
 * later entries move up. A file still uploading or converting in this entry or a later one
 * belongs to the entry it was chosen for, so the removal waits for it, as a tab switch does.
 */
export function RemoveEntry({ node, n, label, onRemoved }: RemoveEntryProps) {
  const { services, store, words } = useFormContext();
  const { messages, common, removeEntry } = words;
  const name = useFormStore((s) => entryName(node, n, s.answers));
  const [step, setStep] = useState<"idle" | "confirming" | "blocked">("idle");
  const remove = () => {
    const state = store.getState();
    const count = repeatCount(node, state.addAnother, state.answers);
    const removal = removeInstance(node, count, n);
    const affected = new Set([...removal.removed, ...removal.keys.moves.map(([, from]) => from)]);
    if (Object.entries(state.uploads).some(([key, phase]) => affected.has(key) && phase !== "failed")) return setStep("blocked");
    setStep("idle");
    services.removeEntry(node.id, n, removal.count).then(
      () => {
        store.getState().removeEntry(node, n);
        onRemoved();
      },
      () => services.notifyError(removeEntryError(label, words)),
    );
  };
  return (
    <>
      <Button className="button button--secondary" aria-label={interpolate(removeEntry.buttonLabel, { label })} onPress={() => setStep("confirming")}>
        {removeEntry.button}
      </Button>
      <MessageDialog
        isOpen={step === "confirming"}
        onClose={() => setStep("idle")}
        title={removeEntryQuestion(label, name, words)}
        role="alertdialog"
        actions={
          <>
            <Button className="button button--secondary" onPress={() => setStep("idle")}>
              {common.cancel}
            </Button>
            <Button className="button button--danger" onPress={remove}>
              {removeEntry.button}
            </Button>
          </>
        }
      >
        {removeEntry.text}
      </MessageDialog>
      <MessageDialog
        isOpen={step === "blocked"}
        onClose={() => setStep("idle")}
        title={messages.uploadInProgressTitle}
        actions={
          <Button className="button button--primary" onPress={() => setStep("idle")}>
            {common.ok}
          </Button>
        }
      >
        {messages.uploadInProgressText}
      </MessageDialog>
    </>
  );
}
