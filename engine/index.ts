/**
 * The form engine: pure functions over a form definition and the student's answers. No React,
 * no I/O; the browser and the server run the same code.
 */
export type * from "./types.ts";
export { evaluate, type ReadAnswer } from "./conditions/evaluate.ts";
export { compileForm, type Form, type KeyInfo } from "./form/compileForm.ts";
export { addressFields, schoolFields, schoolOwnKeys } from "./form/composites.ts";
export { childLists, descKey, describedKinds, keysWithin, ownKeys } from "./form/nodes.ts";
export { instanceKey, resolveId, resolveKey, rootScope, type Scope } from "./form/scope.ts";
export { forEachNode, instanceScope } from "./form/walk.ts";
export { resolveOptionLists } from "./options/optionLists.ts";
export { labelFor, optionsFor, yearOptions } from "./options/optionsFor.ts";
export { applyChanges, type ChangeResult } from "./answers/applyChanges.ts";
export {
  type AddAnotherData,
  type InstanceRemoval,
  type Shift,
  canAddAnother,
  canRemoveInstance,
  defaultRepeatCount,
  entryName,
  removalChanges,
  removeInstance,
  repeatCount,
  shiftRecord,
} from "./answers/repeat.ts";
export { activeTab, switchTab, tabKeys, type TabsData } from "./answers/tabs.ts";
export { conditionalSelectShown, conditionalSource, hiddenKeys, reader, shownGroup } from "./answers/visibility.ts";
export { errorMap, unknownKeyMessage } from "./validation/errorMap.ts";
export { answerShapeErrors } from "./validation/shape.ts";
export { type ChecklistItem, passwordChecklist } from "./validation/passwordChecklist.ts";
export { type SummaryItem, summarize, summaryHeading, summaryText } from "./validation/summary.ts";
export { validateAccountForm, validateAnswers, validateDocument, validatePage, withoutEmpty } from "./validation/validate.ts";
export { type Banner, type BannerInput, bannerFor } from "./status/banner.ts";
export { type WebStatus, webStatusFromProfile, webStatuses } from "./status/webStatus.ts";
export { interpolate, placeholders } from "./text/interpolate.ts";
export {
  accountCards,
  addAnotherError,
  cardErrorTitle,
  messages,
  removeEntryError,
  removeEntryQuestion,
  removeEntryText,
  switchTabDeletesFile,
  tabsError,
  uploadError,
} from "./messages.ts";
export { revealShown } from "./answers/reveal.ts";
export { type SchoolChoice, schoolSearchChanges } from "./answers/schoolSearch.ts";
export { addressLookupChanges } from "./answers/addressLookup.ts";
export { answerSchema } from "./model/answerSchema.ts";
export { conditionSchema, type JsonSchema } from "./model/conditionSchema.ts";
export { formFieldRules } from "./model/fieldRules.ts";
export { modelMessage, modelMessages, ruleNames } from "./model/modelMessages.ts";
export { type ModelField, modelFields, resolveCondition } from "./model/fields.ts";
