import { PasswordInput } from "../kinds/password.tsx";
import { TextInput } from "../kinds/text.tsx";
import { Conditional, conditionalTester } from "../kinds/conditional.tsx";
import { ConditionalGroups, conditionalGroupsTester } from "../kinds/conditionalGroups.tsx";
import { Content, contentTester } from "../kinds/content.tsx";
import { Group, groupTester } from "../kinds/group.tsx";
import { Section, sectionTester } from "../kinds/section.tsx";
import { lazyComponent } from "./lazyComponent.tsx";
import { type Registry, entry, kindTester } from "./types.ts";

// Loaded on first use, each group in one chunk: every print variant (kinds/print.ts says why), the
// inputs of the form's first screen besides text (kinds/firstInputs.ts), and the inputs no first
// screen draws (kinds/laterInputs.ts).
const printVariants = () => import("../kinds/print.ts");
const firstInputs = () => import("../kinds/firstInputs.ts");
const laterInputs = () => import("../kinds/laterInputs.ts");

/**
 * Every renderer the form can use, chosen by the highest tester score. Knowledge of an input
 * kind lives in its files under kinds/: the input in kinds/<kind>.tsx, the read-only print
 * variant in kinds/<kind>.print.tsx. Only text and password inputs, which every form and account
 * page draws, come with the renderer. Print variants load on demand (the service view and the
 * application PDF preload them), so a student's pages never load them, and so do the other inputs,
 * so that an account page loads none of them. A kind loaded on demand is named here, since
 * choosing it must not load its file. Structure and content look the same in print (their children switch to print
 * themselves), so they give one component for both.
 */
export const registry: Registry = [
  entry(sectionTester, Section, Section),
  entry(groupTester, Group, Group),
  entry(contentTester, Content, Content),
  entry(conditionalTester, Conditional, Conditional),
  entry(conditionalGroupsTester, ConditionalGroups, ConditionalGroups),
  entry(kindTester("reveal"), lazyComponent(() => laterInputs().then((m) => m.RevealInput)), lazyComponent(() => printVariants().then((m) => m.RevealPrint))),
  entry(kindTester("repeat"), lazyComponent(() => laterInputs().then((m) => m.RepeatInput)), lazyComponent(() => printVariants().then((m) => m.RepeatPrint))),
  entry(kindTester("tabs"), lazyComponent(() => laterInputs().then((m) => m.TabsInput)), lazyComponent(() => printVariants().then((m) => m.TabsPrint))),
  entry(kindTester("text"), TextInput, lazyComponent(() => printVariants().then((m) => m.TextPrint))),
  entry(kindTester("textarea"), lazyComponent(() => laterInputs().then((m) => m.TextareaInput)), lazyComponent(() => printVariants().then((m) => m.TextareaPrint))),
  entry(kindTester("date"), lazyComponent(() => firstInputs().then((m) => m.DateInputField)), lazyComponent(() => printVariants().then((m) => m.DatePrint))),
  entry(kindTester("password"), PasswordInput, lazyComponent(() => printVariants().then((m) => m.PasswordPrint))),
  entry(kindTester("ssn"), lazyComponent(() => laterInputs().then((m) => m.SsnInput)), lazyComponent(() => printVariants().then((m) => m.SsnPrint))),
  entry(kindTester("phone"), lazyComponent(() => laterInputs().then((m) => m.PhoneInput)), lazyComponent(() => printVariants().then((m) => m.PhonePrint))),
  entry(kindTester("radio"), lazyComponent(() => firstInputs().then((m) => m.RadioInput)), lazyComponent(() => printVariants().then((m) => m.RadioPrint))),
  entry(kindTester("checkbox"), lazyComponent(() => laterInputs().then((m) => m.CheckboxInput)), lazyComponent(() => printVariants().then((m) => m.CheckboxPrint))),
  entry(kindTester("checkboxGroup"), lazyComponent(() => laterInputs().then((m) => m.CheckboxGroupInput)), lazyComponent(() => printVariants().then((m) => m.CheckboxGroupPrint))),
  entry(kindTester("select"), lazyComponent(() => firstInputs().then((m) => m.SelectInput)), lazyComponent(() => printVariants().then((m) => m.SelectPrint))),
  entry(kindTester("conditionalSelect"), lazyComponent(() => laterInputs().then((m) => m.ConditionalSelectInput)), lazyComponent(() => printVariants().then((m) => m.ConditionalSelectPrint))),
  entry(kindTester("address"), lazyComponent(() => laterInputs().then((m) => m.AddressInput)), lazyComponent(() => printVariants().then((m) => m.AddressPrint))),
  entry(kindTester("schoolSearch"), lazyComponent(() => laterInputs().then((m) => m.SchoolSearchInput)), lazyComponent(() => printVariants().then((m) => m.SchoolSearchPrint))),
  entry(kindTester("fileUpload"), lazyComponent(() => laterInputs().then((m) => m.FileUploadInput)), lazyComponent(() => printVariants().then((m) => m.FileUploadPrint))),
];
