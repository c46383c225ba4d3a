import { useMutation } from "@tanstack/react-query";
import { useLocation, useNavigate } from "react-router";
import { messageOf } from "../api/errors.ts";
import { AccountFormView } from "../account/AccountFormView.tsx";
import { useAccountForms } from "../account/forms.ts";
import { StateMessage } from "../account/StateMessage.tsx";
import { useAccountForm } from "../account/useAccountForm.ts";
import { mainId } from "../layout/SkipLink.tsx";
import { ConsoleHeading } from "./ConsoleHeading.tsx";
import { readNavState } from "../navigation/navState.ts";
import { meQuery, staffMutations } from "./api.ts";
import { ConsoleHeader } from "./ConsoleHeader.tsx";
import { staffHomePath, staffQueryClient } from "./staffSession.ts";
import { texts } from "./texts.ts";


/** Where the gate was sent from (SignedIn.tsx): a console address, or the list. */
function returnAddress(state: unknown): string {
  const to = typeof state === "object" && state !== null && "returnTo" in state ? state.returnTo : undefined;
  return typeof to === "string" && to.startsWith(`${staffHomePath}/`) && !to.startsWith("//") ? to : staffHomePath;
}

/**
 * /staff/login: the students' login form (its fields, checks and messages; the server holds staff
 * to the same rules, server/office/login.ts), with the message a sign-out or a lost session left.
 * A refusal shows as the student's does: the server's message, under the card's error title.
 */
export function SignInPage() {
  const account = useAccountForms().login;
  const location = useLocation();
  const navigate = useNavigate();
  const nav = readNavState(location.state);
  const { store, text, check, refused } = useAccountForm(account);
  const login = useMutation({ ...staffMutations.login(), onError: refused });
  const submit = () => {
    const values = () => ({ username: text("username"), password: text("password") });
    if (!check("login", values)) return undefined;
    return login.mutateAsync(values()).then(async () => {
      await staffQueryClient.fetchQuery(meQuery());
      await navigate(returnAddress(location.state), { replace: true });
    });
  };
  const failure = login.isError ? messageOf(login.error) : undefined;
  return (
    <div className="layout staff">
      <ConsoleHeader />
      <main id={mainId} tabIndex={-1} className="layout__main layout__main--account">
        <div className="account">
          <section className="card" aria-labelledby="card-heading">
            <ConsoleHeading id="card-heading" title={texts.signIn.title} />
            <p>{texts.signIn.intro}</p>
            {failure ? (
              <div className="notice notice--error" role="alert">
                <p className="notice__title">{texts.signIn.refused}</p>
                <p className="notice__text">{failure}</p>
              </div>
            ) : (
              <StateMessage success={nav.success} error={nav.error} />
            )}
            <AccountFormView account={account} store={store} submitLabel={texts.signIn.submit} isPending={login.isPending} onSubmit={submit} />
          </section>
        </div>
      </main>
    </div>
  );
}
