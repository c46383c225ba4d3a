import { useMutation } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { cardErrorTitle } from "../../engine/index.ts";
import { messageOf } from "../api/errors.ts";
import { accountMutations } from "../api/mutations/account.ts";
import { carrying } from "../navigation/carry.ts";
import { useNavState } from "../navigation/navState.ts";
import { useAppNavigate } from "../navigation/useAppNavigate.ts";
import { toast } from "../ui/toasts.ts";
import { useWords } from "../words.ts";
import { AccountCard } from "./AccountCard.tsx";
import { AccountFormView } from "./AccountFormView.tsx";
import { useAccountForms } from "./forms.ts";
import { useAccountForm } from "./useAccountForm.ts";


/** /reset (spec section 2): the mailed link's username and id from the query, a new password twice; then /login with the server's message. */
export function ResetPage() {
  const account = useAccountForms().reset;
  const words = useWords();
  const t = words.account.reset;
  const nav = useNavState();
  const navigate = useAppNavigate();
  const [query] = useSearchParams();
  const id = query.get("id") ?? "";
  const { store, text, check, refused } = useAccountForm(account, { username: query.get("username") ?? "" });
  const reset = useMutation({
    ...accountMutations.reset(),
    onError: (error) => {
      refused(error);
      toast.error(messageOf(error), cardErrorTitle("reset", words));
    },
  });

  const submit = () => {
    const values = () => ({ username: text("username"), password: text("password"), confirm_password: text("confirm_password"), id });
    if (!check("reset", values)) return undefined;
    return reset.mutateAsync(values()).then(({ message }) => navigate("/login", carrying(nav, { success: message })));
  };

  return (
    <div className="account">
      <AccountCard
        title={t.title}
        links={[
          { lead: t.loginLead, to: "/login", label: t.loginLink },
          { lead: t.forgotLead, to: "/forgot", label: t.forgotLink },
        ]}
      >
        <AccountFormView account={account} store={store} submitLabel={t.submit} isPending={reset.isPending} onSubmit={submit} />
      </AccountCard>
    </div>
  );
}
