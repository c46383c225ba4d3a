/** What the layout hands its pages (through the router's outlet context): the saving navigation and the summary focus. */
export interface StepNavigation {
  /** Saves and goes to a path (useStepNavigation). */
  goTo: (path: string) => void;
  isSaving: boolean;
}

/** The outlet context of the form layout. */
export interface FormOutletContext {
  navigation: StepNavigation;
  /** A submit found errors: focus moves to the validation summary. */
  focusSummary: () => void;
}
