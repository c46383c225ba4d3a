import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "react-aria-components";
import { messageOf } from "../api/errors.ts";
import { Modal } from "../ui/Modal.tsx";
import { staffKeys, staffMutations } from "./api.ts";
import { texts } from "./texts.ts";

const t = texts.revoke;

/** A manager's Revoke Links (POST /staff-api/applications/:id/revoke-links), asked first in a dialog; the outcome shows beside the button. */
export function RevokeLinks({ id }: { id: string }) {
  const [asking, setAsking] = useState(false);
  const queryClient = useQueryClient();
  const revoke = useMutation({ ...staffMutations.revokeLinks(id), onSettled: () => void queryClient.invalidateQueries({ queryKey: staffKeys.audit(id) }) });
  const confirm = () => {
    setAsking(false);
    revoke.mutate();
  };
  return (
    <div className="staff-revoke">
      <Button className="button button--danger" onPress={() => setAsking(true)} isDisabled={revoke.isPending}>
        {t.button}
      </Button>
      <p className="staff-revoke__outcome" role="status">
        {revoke.isSuccess ? t.done : ""}
      </p>
      {revoke.isError && (
        <p className="notice notice--error" role="alert">
          {messageOf(revoke.error)}
        </p>
      )}
      <Modal
        isOpen={asking}
        onClose={() => setAsking(false)}
        title={t.title}
        role="alertdialog"
        actions={
          <>
            <Button className="button button--secondary" onPress={() => setAsking(false)} autoFocus>
              {t.cancel}
            </Button>
            <Button className="button button--danger" onPress={confirm}>
              {t.confirm}
            </Button>
          </>
        }
      >
        <p>{t.text}</p>
      </Modal>
    </div>
  );
}
