import { useMutation } from "@tanstack/react-query";
import { cardErrorTitle } from "../../engine/index.ts";
import { messageOf } from "../api/errors.ts";
import { accountMutations } from "../api/mutations/account.ts";
import { toast } from "../ui/toasts.ts";
import { useWords } from "../words.ts";
import { AccountCard } from "./AccountCard.tsx";
import { AccountFormView } from "./AccountFormView.tsx";
import { useAccountForms } from "./forms.ts";
import { useAccountForm } from "./useAccountForm.ts";


/** /forgot (spec section 2): asks for a reset link by e-mail; the server's answer shows in a success toast (spec section 7). */
export function ForgotPage() {
  const account = useAccountForms().forgot;
  const words = useWords();
  const t = words.account.forgot;
  const { store, text, check, refused } = useAccountForm(account);
  const forgot = useMutation({
    ...accountMutations.forgot(),
    onSuccess: ({ message }) => {
      toast.succeeded(cardErrorTitle("forgot", words));
      toast.success(message);
    },
    onError: (error) => {
      refused(error);
      toast.error(messageOf(error), cardErrorTitle("forgot", words));
    },
  });

  const submit = () => {
    const values = () => ({ username: text("username") });
    return check("forgot", values) ? forgot.mutateAsync(values()) : undefined;
  };

  return (
    <div className="account">
      <AccountCard
        title={t.title}
        links={[
          { lead: t.loginLead, to: "/login", label: t.loginLink },
          { lead: t.signupLead, to: "/signup", label: t.signupLink },
        ]}
      >
        <p>{t.text}</p>
        <AccountFormView account={account} store={store} submitLabel={t.submit} isPending={forgot.isPending} onSubmit={submit} />
      </AccountCard>
    </div>
  );
}
