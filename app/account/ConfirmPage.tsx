import { useMutation } from "@tanstack/react-query";
import { Button } from "react-aria-components";
import { cardErrorTitle } from "../../engine/index.ts";
import { messageOf } from "../api/errors.ts";
import { accountMutations } from "../api/mutations/account.ts";
import { carrying } from "../navigation/carry.ts";
import { useNavState } from "../navigation/navState.ts";
import { useAppNavigate } from "../navigation/useAppNavigate.ts";
import { toast } from "../ui/toasts.ts";
import { useWords } from "../words.ts";
import { useOneAtATime } from "../ui/useOneAtATime.ts";
import { AccountCard } from "./AccountCard.tsx";
import { AccountFormView } from "./AccountFormView.tsx";
import { useAccountForms } from "./forms.ts";
import { StateMessage } from "./StateMessage.tsx";
import { useAccountForm } from "./useAccountForm.ts";


/**
 * /confirm (spec section 2): the username and message it was handed, the 6-digit code, and a way
 * to have the code sent again. Confirmed, the student goes to /login with the answers and the e-mail.
 */
export function ConfirmPage() {
  const account = useAccountForms().confirm;
  const words = useWords();
  const t = words.account.confirm;
  const nav = useNavState();
  const navigate = useAppNavigate();
  const { store, text, check, refused } = useAccountForm(account, nav.username ? { username: nav.username } : {});
  const confirm = useMutation({
    ...accountMutations.confirm(),
    onError: (error) => {
      refused(error);
      toast.error(messageOf(error), cardErrorTitle("confirm", words));
    },
  });
  const resend = useMutation({
    ...accountMutations.resend(),
    onSuccess: ({ message }) => {
      toast.succeeded(words.messages.resendCodeError);
      toast.success(message);
    },
    onError: (error) => {
      refused(error);
      toast.error(messageOf(error), words.messages.resendCodeError);
    },
  });

  const submit = () => {
    const values = () => ({ username: text("username"), code: text("code") });
    if (!check("confirm", values)) return undefined;
    // The confirmed e-mail goes along in navigation state (never the URL, which the server's logs
    // would keep), so the login form opens with it filled in.
    const { username, code } = values();
    return confirm.mutateAsync({ username, code }).then(({ message }) => navigate("/login", carrying(nav, { success: message, username })));
  };
  const resendOnce = useOneAtATime();
  const sendAgain = () =>
    resendOnce(() => {
      const values = () => ({ username: text("username") });
      return check("resend", values) ? resend.mutateAsync(values()) : undefined;
    });

  return (
    <div className="account">
      <AccountCard
        title={t.title}
        links={[
          { lead: t.loginLead, to: "/login", label: t.loginLink },
          { lead: t.signupLead, to: "/signup", label: t.signupLink },
        ]}
      >
        <StateMessage success={nav.message} />
        <AccountFormView account={account} store={store} submitLabel={t.submit} isPending={confirm.isPending || resend.isPending} onSubmit={submit}>
          <Button className="button button--secondary" onPress={sendAgain}>
            {t.resend}
          </Button>
        </AccountFormView>
      </AccountCard>
    </div>
  );
}
