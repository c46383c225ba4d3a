import { Button } from "react-aria-components";
import { carrying } from "../navigation/carry.ts";
import { useAppNavigate } from "../navigation/useAppNavigate.ts";
import { useIsLoggedIn } from "../session/hooks.ts";
import { appForm } from "./appForm.ts";
import type { StepNavigation } from "./stepNavigation.ts";
import { useSubmit } from "./useSubmit.ts";
import { useWords } from "../words.ts";

/** Props of FormButtons. */
export interface FormButtonsProps {
  /** The page shown. */
  pageId: string;
  navigation: StepNavigation;
  /** A submit found errors: the layout moves focus to the summary. */
  onIncomplete: () => void;
}

/**
 * The buttons of spec section 2 under each page: Log in (visitors), Previous, Save and Continue,
 * and on the last page Submit. A visitor's save or submit goes to /signup with the answers.
 */
export function FormButtons({ pageId, navigation, onIncomplete }: FormButtonsProps) {
  const navigate = useAppNavigate();
  const isLoggedIn = useIsLoggedIn();
  const { form: t } = useWords();
  const { submit, isPending } = useSubmit(onIncomplete);
  const index = appForm.pages.findIndex((p) => p.id === pageId);
  const previous = appForm.pages[index - 1];
  const next = appForm.pages[index + 1];
  // Presses while a save or submit is under way are ignored by their actions. The buttons stay
  // enabled and focused (a disabled button drops keyboard focus), and the status line says what
  // is happening; react-aria's isPending is not used because its announcement is left in the page
  // labelled by a button that no longer exists once the page changes (an axe violation).
  const status = navigation.isSaving ? t.saving : isPending ? t.submitting : "";
  return (
    <div className="form-buttons" aria-busy={status !== "" || undefined}>
      <p className="form-buttons__status" role="status">
        {status}
      </p>
      {!isLoggedIn && (
        <Button className="button button--secondary button--account-action" onPress={() => navigate("/login", carrying({}))}>
          {t.logIn}
        </Button>
      )}
      {previous && (
        <Button className="button button--secondary" onPress={() => navigation.goTo(`/${previous.id}`)}>
          {t.previous}
        </Button>
      )}
      {next ? (
        <Button className="button button--primary button--save" onPress={() => navigation.goTo(`/${next.id}`)}>
          {t.saveAndContinue}
        </Button>
      ) : (
        <Button className="button button--primary button--submit" onPress={() => (isLoggedIn ? submit() : navigate("/signup", carrying({})))}>
          {t.submit}
        </Button>
      )}
    </div>
  );
}
