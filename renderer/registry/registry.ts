import { AddressInput } from "../kinds/address.tsx";
import { CheckboxGroupInput } from "../kinds/checkboxGroup.tsx";
import { CheckboxInput } from "../kinds/checkbox.tsx";
import { ConditionalSelectInput } from "../kinds/conditionalSelect.tsx";
import { DateInputField } from "../kinds/date.tsx";
import { PasswordInput } from "../kinds/password.tsx";
import { PhoneInput } from "../kinds/phone.tsx";
import { RadioInput } from "../kinds/radio.tsx";
import { RepeatInput } from "../kinds/repeat.tsx";
import { SelectInput } from "../kinds/select.tsx";
import { TextInput } from "../kinds/text.tsx";
import { Conditional, conditionalTester } from "../kinds/conditional.tsx";
import { ConditionalGroups, conditionalGroupsTester } from "../kinds/conditionalGroups.tsx";
import { Content, contentTester } from "../kinds/content.tsx";
import { Group, groupTester } from "../kinds/group.tsx";
import { Section, sectionTester } from "../kinds/section.tsx";
import { lazyComponent } from "./lazyComponent.tsx";
import { type Registry, entry, kindTester } from "./types.ts";

// Loaded on first use, each in one chunk: every print variant (kinds/print.ts says why), and the
// inputs no first screen draws (kinds/laterInputs.ts).
const printVariants = () => import("../kinds/print.ts");
const laterInputs = () => import("../kinds/laterInputs.ts");

/**
 * Every renderer the form can use, chosen by the highest tester score. Knowledge of an input
 * kind lives in its files under kinds/: the input in kinds/<kind>.tsx, the read-only print
 * variant in kinds/<kind>.print.tsx. Print variants load on demand (the service view and the
 * application PDF preload them), so a student's pages never load them, and so do the inputs that
 * no first screen draws. A kind loaded on demand is named here, since choosing it must not load
 * its file. Structure and content look the same in print (their children switch to print
 * themselves), so they give one component for both.
 */
export const registry: Registry = [
  entry(sectionTester, Section, Section),
  entry(groupTester, Group, Group),
  entry(contentTester, Content, Content),
  entry(conditionalTester, Conditional, Conditional),
  entry(conditionalGroupsTester, ConditionalGroups, ConditionalGroups),
  entry(kindTester("reveal"), lazyComponent(() => laterInputs().then((m) => m.RevealInput)), lazyComponent(() => printVariants().then((m) => m.RevealPrint))),
  entry(kindTester("repeat"), RepeatInput, lazyComponent(() => printVariants().then((m) => m.RepeatPrint))),
  entry(kindTester("tabs"), lazyComponent(() => laterInputs().then((m) => m.TabsInput)), lazyComponent(() => printVariants().then((m) => m.TabsPrint))),
  entry(kindTester("text"), TextInput, lazyComponent(() => printVariants().then((m) => m.TextPrint))),
  entry(kindTester("textarea"), lazyComponent(() => laterInputs().then((m) => m.TextareaInput)), lazyComponent(() => printVariants().then((m) => m.TextareaPrint))),
  entry(kindTester("date"), DateInputField, lazyComponent(() => printVariants().then((m) => m.DatePrint))),
  entry(kindTester("password"), PasswordInput, lazyComponent(() => printVariants().then((m) => m.PasswordPrint))),
  entry(kindTester("ssn"), lazyComponent(() => laterInputs().then((m) => m.SsnInput)), lazyComponent(() => printVariants().then((m) => m.SsnPrint))),
  entry(kindTester("phone"), PhoneInput, lazyComponent(() => printVariants().then((m) => m.PhonePrint))),
  entry(kindTester("radio"), RadioInput, lazyComponent(() => printVariants().then((m) => m.RadioPrint))),
  entry(kindTester("checkbox"), CheckboxInput, lazyComponent(() => printVariants().then((m) => m.CheckboxPrint))),
  entry(kindTester("checkboxGroup"), CheckboxGroupInput, lazyComponent(() => printVariants().then((m) => m.CheckboxGroupPrint))),
  entry(kindTester("select"), SelectInput, lazyComponent(() => printVariants().then((m) => m.SelectPrint))),
  entry(kindTester("conditionalSelect"), ConditionalSelectInput, lazyComponent(() => printVariants().then((m) => m.ConditionalSelectPrint))),
  entry(kindTester("address"), AddressInput, lazyComponent(() => printVariants().then((m) => m.AddressPrint))),
  entry(kindTester("schoolSearch"), lazyComponent(() => laterInputs().then((m) => m.SchoolSearchInput)), lazyComponent(() => printVariants().then((m) => m.SchoolSearchPrint))),
  entry(kindTester("fileUpload"), lazyComponent(() => laterInputs().then((m) => m.FileUploadInput)), lazyComponent(() => printVariants().then((m) => m.FileUploadPrint))),
];
