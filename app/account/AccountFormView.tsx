import type { ReactNode } from "react";
import { Button } from "react-aria-components";
import { useStore } from "zustand";
import { FormProvider, type FormStore, PageRenderer } from "../../renderer/index.ts";
import { today } from "../form/today.ts";
import { LoadingSpinner } from "../ui/LoadingSpinner.tsx";
import { type Sending, useOneAtATime } from "../ui/useOneAtATime.ts";
import { useWords } from "../words.ts";
import { accountServices } from "./accountServices.ts";
import type { AccountForm } from "./forms.ts";

/** Props of AccountFormView. */
export interface AccountFormViewProps {
  /** The form to show. */
  account: AccountForm;
  /** Its store (useAccountForm). */
  store: FormStore;
  /** The submit button's text. */
  submitLabel: string;
  /** Whether a call of the form is on its way: the spinner covers the page. */
  isPending: boolean;
  /** Runs the checks and the call; returns the call's promise (nothing when a check refused). Another submit waits for it. */
  onSubmit: () => Sending;
  /** More actions under the submit button (resend the code). */
  children?: ReactNode;
}

/** Messages of values the form has no field for (the reset link's id): shown above the button. */
function OtherErrors({ account, store }: { account: AccountForm; store: FormStore }) {
  const errors = useStore(store, (s) => s.errors);
  const others = Object.entries(errors).filter(([key]) => !account.form.keys.has(key));
  if (others.length === 0) return null;
  return (
    <div className="field__error account-form__errors" role="alert">
      {others.flatMap(([key, list]) => list.map((message) => <strong key={`${key}:${message}`}>{message}</strong>))}
    </div>
  );
}

/** An account form drawn by the renderer: its fields, their messages, the submit button. Nothing is sent by the browser's own submit. */
export function AccountFormView({ account, store, submitLabel, isPending, onSubmit, children }: AccountFormViewProps) {
  const once = useOneAtATime();
  const page = account.form.pages[0];
  if (!page) throw new Error(`the ${account.name} form has no page`);
  return (
    <FormProvider form={account.form} rules={account.rules} services={accountServices} store={store} today={today()} words={useWords()}>
      <form
        className="account-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          once(onSubmit);
        }}
      >
        <PageRenderer page={page} />
        <OtherErrors account={account} store={store} />
        <div className="account-form__actions">
          <Button type="submit" className="button button--primary button--submit">
            {submitLabel}
          </Button>
          {children}
        </div>
        {isPending && <LoadingSpinner />}
      </form>
    </FormProvider>
  );
}
