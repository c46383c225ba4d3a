import { useMutation } from "@tanstack/react-query";
import { Link } from "react-aria-components";
import { cardErrorTitle } from "../../engine/index.ts";
import { isUnauthorized, messageOf } from "../api/errors.ts";
import { accountMutations } from "../api/mutations/account.ts";
import { saveAnswersMutation } from "../api/mutations/answers.ts";
import { followChosenLocale } from "../locale.ts";
import { carriedAnswers, carrying } from "../navigation/carry.ts";
import { defaultRoute } from "../navigation/defaultRoute.ts";
import { useNavState } from "../navigation/navState.ts";
import { useAppNavigate } from "../navigation/useAppNavigate.ts";
import { toast } from "../ui/toasts.ts";
import { useWords } from "../words.ts";
import { clearVisitorAnswers } from "../visitor/visitorAnswers.ts";
import { AccountCard } from "./AccountCard.tsx";
import { AccountFormView } from "./AccountFormView.tsx";
import { Benefits } from "./Benefits.tsx";
import { startSession, storableAnswers } from "./enterAccount.ts";
import { useAccountForms } from "./forms.ts";
import { StateMessage } from "./StateMessage.tsx";
import { useAccountForm } from "./useAccountForm.ts";


/**
 * /login (spec section 2): the message and e-mail it was handed, the form (only username and password are
 * checked, spec section 5), a link to /forgot and the aside of benefits. After login the visitor's
 * answers are saved into the account, then the default route opens, in the account's language.
 */
export function LoginPage() {
  const account = useAccountForms().login;
  const words = useWords();
  const t = words.account.login;
  const nav = useNavState();
  const navigate = useAppNavigate();
  // The e-mail a screen handed over (the one just confirmed) is filled in; only the password is left to type.
  const { store, text, check, refused } = useAccountForm(account, nav.username ? { username: nav.username } : {});
  const save = useMutation(saveAnswersMutation());
  const login = useMutation({
    ...accountMutations.login(),
    onError: (error) => {
      refused(error);
      toast.error(messageOf(error), cardErrorTitle("login", words));
    },
  });

  const enter = async (username: string, message: string) => {
    const answers = await storableAnswers(carriedAnswers(nav));
    startSession(username);
    let notSaved: string | undefined;
    if (answers) {
      try {
        await save.mutateAsync(answers);
        clearVisitorAnswers();
      } catch (error) {
        // A session lost at once has already sent the student back to /login, saying so.
        if (isUnauthorized(error)) return;
        // The answers stay in the browser, so nothing typed is lost; the error is about the page
        // the student goes to, and shows there.
        notSaved = messageOf(error);
      }
    }
    navigate(defaultRoute, { success: message, ...(notSaved ? { error: notSaved } : {}) });
    followChosenLocale();
  };

  const submit = () => {
    const values = () => ({ username: text("username"), password: text("password") });
    if (!check("login", values)) return undefined;
    return login.mutateAsync(values()).then(({ username, message }) => enter(username, message));
  };

  return (
    <div className="account">
      <AccountCard
        title={t.title}
        links={[
          { lead: t.signupLead, to: "/signup", label: t.signupLink },
          { lead: t.confirmLead, to: "/confirm", label: t.confirmLink },
        ]}
      >
        <StateMessage success={nav.success} error={nav.error} />
        <AccountFormView account={account} store={store} submitLabel={t.submit} isPending={login.isPending || save.isPending} onSubmit={submit}>
          <Link href="/forgot" routerOptions={{ state: carrying(nav) }} className="link">
            {t.forgotLink}
          </Link>
        </AccountFormView>
      </AccountCard>
      <Benefits />
    </div>
  );
}
