/**
 * The form engine: pure functions over a form definition and the student's answers. No React,
 * no I/O; the browser and the server run the same code.
 */
export type * from "./types.ts";
export { evaluate, type ReadAnswer } from "./conditions/evaluate.ts";
export { type CompileOptions, compileForm, type Form, type KeyInfo } from "./form/compileForm.ts";
export { type ApplicantNameKeys, applicantNameKeys, nameAnswer } from "./form/applicantName.ts";
export { addressFields, schoolFields, schoolOwnKeys } from "./form/composites.ts";
export { type ConditionedDocument, conditionedDocuments } from "./form/conditionedDocuments.ts";
export { type ChangePlace, type FormChange, formChanges } from "./versions/formChanges.ts";
export { answerKeys, childLists, descKey, describedKinds, keysWithin, ownKeys, unansweredKinds } from "./form/nodes.ts";
export { instanceKey, resolveId, resolveKey, rootScope, type Scope } from "./form/scope.ts";
export { forEachNode, instanceScope } from "./form/walk.ts";
export { resolveOptionLists } from "./options/optionLists.ts";
export { labelFor, optionsFor, printedChoice, yearOptions } from "./options/optionsFor.ts";
export { answeredPlaceholder, takesPlaceholder } from "./options/placeholder.ts";
export { applyChanges, type ChangeResult } from "./answers/applyChanges.ts";
export {
  type AddAnotherData,
  type InstanceRemoval,
  type Shift,
  canAddAnother,
  canRemoveInstance,
  defaultRepeatCount,
  entryName,
  groupsRaised,
  removalChanges,
  removeInstance,
  repeatCount,
  shiftRecord,
} from "./answers/repeat.ts";
export { type DocumentNameWording, documentName } from "./answers/documentName.ts";
export { activeTab, switchTab, tabKeys, type TabsData } from "./answers/tabs.ts";
export { type ShownState, type UnshownPlace, unshownPlace } from "./answers/place.ts";
export { conditionalSelectShown, conditionalSource, hiddenKeys, reader, shownGroup } from "./answers/visibility.ts";
export { errorMap, type Wording } from "./validation/errorMap.ts";
export { type MessageTable, translateMessage } from "./validation/messageTable.ts";
export { answerShapeErrors } from "./validation/shape.ts";
export { changeShapeErrors } from "./validation/changeShape.ts";
export { type ChecklistItem, passwordChecklist } from "./validation/passwordChecklist.ts";
export { type SummaryGroup, type SummaryItem, summarize, summaryByPage } from "./validation/summary.ts";
export { validateAccountForm, validateAnswers, validateDocument, validatePage, withoutEmpty } from "./validation/validate.ts";
export { type Banner, type BannerInput, bannerFor } from "./status/banner.ts";
export { type WebStatus, webStatusFromProfile, webStatuses } from "./status/webStatus.ts";
export { interpolate, placeholders } from "./text/interpolate.ts";
export { emptyRecord, own, recordOf } from "./records.ts";
export { type TextRun, textRuns } from "./text/links.ts";
export { partnerTokens } from "./text/partnerTokens.ts";
export { defaultLocales, isLocaleTexts, resolveTexts, textIn } from "./text/localized.ts";
export {
  absoluteLifetimeMs,
  idleTimeoutMs,
  keptInBrowserTokenList,
  keptInBrowserTokens,
  knownDeviceCookiePrefix,
  knownDeviceLifetimeMs,
  localeCookieLifetimeMs,
  localeCookieName,
  loggedInCookieName,
  sessionCookieName,
  storageKeyPrefix,
  storageNames,
} from "./keptInBrowser.ts";
export {
  accountCards,
  addAnotherError,
  cardErrorTitle,
  messages,
  removeEntryError,
  removeEntryQuestion,
  switchTabDeletesFile,
  tabsError,
  toastTitle,
  toastTitles,
  uploadError,
} from "./messages.ts";
export { type Locale, type Words, productCatalogues, referenceLocale, referenceWords } from "./words/index.ts";
export { type CatalogueProblem, type FolderWords, type WordsOverride, catalogueOf, catalogueProblems, cataloguedLocales, entriesOf, writtenCatalogue } from "./words/catalogue.ts";
export { revealShown } from "./answers/reveal.ts";
export { type SchoolChoice, schoolSearchChanges } from "./answers/schoolSearch.ts";
export { addressLookupChanges } from "./answers/addressLookup.ts";
export { answerSchema } from "./model/answerSchema.ts";
export { localeMessageTables, messageTable } from "./model/localeMessages.ts";
export { schemaMessageTable } from "./validation/schemaMessages.ts";
export { conditionSchema, type JsonSchema } from "./model/conditionSchema.ts";
export { formFieldRules } from "./model/fieldRules.ts";
export { kindFormats } from "./model/kindRules.ts";
export { modelMessage, modelMessages, ruleNames } from "./model/modelMessages.ts";
export { type ModelField, modelFields, resolveCondition } from "./model/fields.ts";
export { type CarriedAnswers, type SetAsideAnswer, type SetAsideReason, carryOver } from "./versions/carryOver.ts";
export { formVersionHeader } from "./versions/versionHeader.ts";
export { compileStoredVersion } from "./versions/storedVersion.ts";
export { type DraftChanges, type PendingChange, draftChanges, givenAnswerText, mergeDraftChanges, pendingChanges } from "./versions/draftChanges.ts";
