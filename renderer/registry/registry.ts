import { AddressInput, AddressPrint, addressTester } from "../kinds/address.tsx";
import { CheckboxInput, CheckboxPrint, checkboxTester } from "../kinds/checkbox.tsx";
import { CheckboxGroupInput, CheckboxGroupPrint, checkboxGroupTester } from "../kinds/checkboxGroup.tsx";
import { Conditional, conditionalTester } from "../kinds/conditional.tsx";
import { ConditionalGroups, conditionalGroupsTester } from "../kinds/conditionalGroups.tsx";
import { ConditionalSelectInput, ConditionalSelectPrint, conditionalSelectTester } from "../kinds/conditionalSelect.tsx";
import { Content, contentTester } from "../kinds/content.tsx";
import { DateInputField, DatePrint, dateTester } from "../kinds/date.tsx";
import { FileUploadInput, FileUploadPrint, fileUploadTester } from "../kinds/fileUpload.tsx";
import { Group, groupTester } from "../kinds/group.tsx";
import { PasswordInput, PasswordPrint, passwordTester } from "../kinds/password.tsx";
import { PhoneInput, PhonePrint, phoneTester } from "../kinds/phone.tsx";
import { RadioInput, RadioPrint, radioTester } from "../kinds/radio.tsx";
import { RepeatInput, RepeatPrint, repeatTester } from "../kinds/repeat.tsx";
import { RevealInput, RevealPrint, revealTester } from "../kinds/reveal.tsx";
import { SchoolSearchInput, SchoolSearchPrint, schoolSearchTester } from "../kinds/schoolSearch.tsx";
import { Section, sectionTester } from "../kinds/section.tsx";
import { SelectInput, SelectPrint, selectTester } from "../kinds/select.tsx";
import { SsnInput, SsnPrint, ssnTester } from "../kinds/ssn.tsx";
import { TabsInput, TabsPrint, tabsTester } from "../kinds/tabs.tsx";
import { TextInput, TextPrint, textTester } from "../kinds/text.tsx";
import { TextareaInput, TextareaPrint, textareaTester } from "../kinds/textarea.tsx";
import { type Registry, entry } from "./types.ts";

/**
 * Every renderer the form can use, chosen by the highest tester score. Knowledge of an input
 * kind lives in its file under kinds/. Structure and content look the same in print (their
 * children switch to print themselves), so they give one component for both.
 */
export const registry: Registry = [
  entry(sectionTester, Section, Section),
  entry(groupTester, Group, Group),
  entry(contentTester, Content, Content),
  entry(conditionalTester, Conditional, Conditional),
  entry(conditionalGroupsTester, ConditionalGroups, ConditionalGroups),
  entry(revealTester, RevealInput, RevealPrint),
  entry(repeatTester, RepeatInput, RepeatPrint),
  entry(tabsTester, TabsInput, TabsPrint),
  entry(textTester, TextInput, TextPrint),
  entry(textareaTester, TextareaInput, TextareaPrint),
  entry(dateTester, DateInputField, DatePrint),
  entry(passwordTester, PasswordInput, PasswordPrint),
  entry(ssnTester, SsnInput, SsnPrint),
  entry(phoneTester, PhoneInput, PhonePrint),
  entry(radioTester, RadioInput, RadioPrint),
  entry(checkboxTester, CheckboxInput, CheckboxPrint),
  entry(checkboxGroupTester, CheckboxGroupInput, CheckboxGroupPrint),
  entry(selectTester, SelectInput, SelectPrint),
  entry(conditionalSelectTester, ConditionalSelectInput, ConditionalSelectPrint),
  entry(addressTester, AddressInput, AddressPrint),
  entry(schoolSearchTester, SchoolSearchInput, SchoolSearchPrint),
  entry(fileUploadTester, FileUploadInput, FileUploadPrint),
];
