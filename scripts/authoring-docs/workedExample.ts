/**
 * The reference's worked example: a repeat group of two questions, one required with its own
 * message, appended to a page. What it generates (instances, keys, message prefixes) is not
 * written here but asked of the engine, from the data model built with the example in place.
 */
import {
  type CompiledValidator,
  type Node,
  type PhoneQuestion,
  type RepeatNode,
  type TextQuestion,
  answerSchema,
  compileForm,
  instanceScope,
  keysWithin,
  resolveKey,
  validateAnswers,
} from "../../engine/index.ts";
import { createAjv } from "../../engine/validation/createAjv.ts";
import { code, jsonBlock, table } from "./markdown.ts";
import type { Sources } from "./sources.ts";

/** The page the example goes on, and the example: appended to that page's children. */
const examplePage = "about";

const contacts: RepeatNode = {
  kind: "repeat",
  id: "emergency",
  max: 3,
  itemLabel: "Emergency Contact {n}",
  addLabel: "Add another contact",
  children: [
    { kind: "text", key: "name", label: "Name", required: true, messages: { required: "Please enter the name of your emergency contact." } },
    { kind: "phone", key: "phone", label: "Phone", messages: { invalid: "{item}: please enter a phone number with its area code." } },
  ],
};

const example: Node = {
  kind: "section",
  id: "emergency-contacts",
  title: "Emergency Contacts",
  help: "Whom should we call if we cannot reach you? Name at least one person.",
  children: [contacts],
};

/** A phone number the phone question refuses; answering it starts an instance. */
const wrongPhone = "555";

/** The rules checked here do not depend on the date; validation only needs one. */
const clock = { today: "2026-01-01" };

export function workedExampleSection({ definition }: Sources): string {
  const pages = definition.pages.map((p) => (p.id === examplePage ? { ...p, children: [...p.children, example] } : p));
  const answers = createAjv().compile(answerSchema(compileForm({ ...definition, pages }))) as CompiledValidator;
  const form = compileForm({ ...definition, pages, validators: { ...definition.validators, answers } });
  const [name, phone] = contacts.children as [TextQuestion, PhoneQuestion];

  const rows = Array.from({ length: contacts.max }, (_, i) => {
    const scope = instanceScope(contacts, i + 1);
    const [nameKey, phoneKey] = [resolveKey(scope, name.key), resolveKey(scope, phone.key)];
    const errors = validateAnswers(form, { [phoneKey]: wrongPhone }, clock);
    return [String(i + 1), keysWithin(contacts.children).map((k) => code(resolveKey(scope, k))).join(", "), errors[nameKey]?.join(" ") ?? "", errors[phoneKey]?.join(" ") ?? ""];
  });
  const beyond = resolveKey(instanceScope(contacts, contacts.max + 1), name.key);
  const refused = validateAnswers(form, { [beyond]: "Ada" }, clock)[beyond]?.join(" ") ?? "";

  return `## Worked example: a repeat group with its own messages

The office wants at least one emergency contact, and room for three. Append this section to the
\`children\` of \`schema/pages/${examplePage}.json\`:

${jsonBlock(example)}

That is the whole change. \`npm run schema:check\` passes, and \`npm run schema:build\` generates the
${contacts.max} instances from this one declaration, with their keys and their messages. With the phone
answered wrongly (${code(JSON.stringify(wrongPhone))}) in each instance in turn, the data model answers:

${table(["Instance", "Keys", `${code(name.key)} left empty`, `${code(phone.key)} ${code(JSON.stringify(wrongPhone))}`], rows)}

Instance 1 is asked whenever the section is shown, a later one once the student has answered
anything in it. The messages of instance 2 and later start with the instance's label, unless the
message places \`{item}\` itself, as the phone's does (so instance 1's has the label too). A key
beyond \`max\`, such as ${code(beyond)}, is refused: "${refused}"

\`tests/unit/schema/authoringDoc.test.ts\` runs this example from this file.`;
}
