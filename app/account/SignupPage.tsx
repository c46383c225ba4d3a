import { useMutation } from "@tanstack/react-query";
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
import { VisitorSignupNotice } from "./VisitorSignupNotice.tsx";


/**
 * /signup (spec section 2): why a visitor with answers is here, e-mail and a new password with its
 * live checklist; then /confirm, carrying the username, the server's message and the answers.
 */
export function SignupPage() {
  const account = useAccountForms().signup;
  const words = useWords();
  const t = words.account.signup;
  const nav = useNavState();
  const navigate = useAppNavigate();
  const { store, text, check, refused } = useAccountForm(account);
  const signup = useMutation({
    ...accountMutations.signup(),
    onError: (error) => {
      refused(error);
      toast.error(messageOf(error), cardErrorTitle("signup", words));
    },
  });

  const submit = () => {
    const values = () => ({ username: text("username"), password: text("password") });
    if (!check("signup", values)) return undefined;
    const { username, password } = values();
    return signup.mutateAsync({ username, password }).then(({ message }) => navigate("/confirm", carrying(nav, { username, message })));
  };

  return (
    <div className="account">
      <AccountCard
        title={t.title}
        links={[
          { lead: t.loginLead, to: "/login", label: t.loginLink },
          { lead: t.confirmLead, to: "/confirm", label: t.confirmLink },
        ]}
      >
        <VisitorSignupNotice nav={nav} />
        <AccountFormView account={account} store={store} submitLabel={t.submit} isPending={signup.isPending} onSubmit={submit} />
      </AccountCard>
    </div>
  );
}
