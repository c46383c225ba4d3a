import type { Form } from "../form/compileForm.ts";
import { resolveKey } from "../form/scope.ts";
import { instanceScope } from "../form/walk.ts";
import { interpolate } from "../text/interpolate.ts";
import { answeredPlaceholder, takesPlaceholder } from "../options/placeholder.ts";
import type { Node, OptionSource } from "../types.ts";
import { type JsonSchema, allOf, anyOf, conditionSchema } from "./conditionSchema.ts";
import { type ModelField, type Place, isCompanion, isRequired, messageLabel, modelFields, repeatGroupsOf, startedDefinition, startedSchema } from "./fields.ts";
import { kindPatterns, maxLengthOf, yearLength } from "./kindRules.ts";

type Schema = Record<string, unknown>;
type MessageName = keyof NonNullable<Form["definition"]["rules"]>["messages"];

/** The label of a `_desc` companion's longest option, with room to spare. */
const descLength = 200;

/** The data model as it is built: the answers' properties, shared definitions and the rules over them. */
interface Model {
  readonly form: Form;
  readonly properties: Schema;
  readonly definitions: Schema;
  /** Keys required wherever they stand, with their messages. */
  readonly required: string[];
  readonly requiredMessages: Record<string, string>;
  /** if/then rules: required while shown, options by a controlling answer, cross-field rules. */
  readonly conditional: Schema[];
  /** Required-while-shown rules by their condition: keys shown under the same condition share one if/then. */
  readonly byCondition: Map<string, { required: string[]; messages: Record<string, string> }>;
  /** The question that writes each key (companions aside), for the cross-field rules. */
  readonly byKey: Map<string, ModelField>;
}

/** A message of a question: its own wording (or `own`) or the default of rules.json, filled for its place. */
function message(model: Model, field: ModelField, name: MessageName, extra: Record<string, unknown> = {}, own?: string): string {
  const nodeMessages = "messages" in field.node ? (field.node.messages as Partial<Record<MessageName, string>> | undefined) : undefined;
  return fill(own ?? nodeMessages?.[name] ?? model.form.definition.rules.messages[name], messageLabel(field), field.place, extra);
}

/** Requires `key` while its place is shown (and `also` holds), with `text` as the message. */
function requireWhileShown(model: Model, key: string, text: string, place: Place, also: readonly JsonSchema[] = []): void {
  const when = [...place.shown, ...also];
  if (when.length === 0) {
    if (!model.required.includes(key)) model.required.push(key);
    model.requiredMessages[key] = text;
    return;
  }
  const condition = JSON.stringify(allOf(when));
  let then = model.byCondition.get(condition);
  if (!then) {
    then = { required: [], messages: {} };
    model.byCondition.set(condition, then);
    model.conditional.push({ if: allOf(when), then: { required: then.required, errorMessage: { required: then.messages } } });
  }
  if (!then.required.includes(key)) then.required.push(key);
  then.messages[key] = text;
}

/**
 * The values an option source offers: a named list once as a definition, inline options, or a span
 * of years. A list that takes the spec's ANSWERED placeholder (the months) takes it besides its
 * options. The spec (section 3) says the placeholder marks month/year questions, and (section 5)
 * that a month "must equal ANSWERED" when its year is empty. Our reading: the placeholder is a month
 * answered without naming one. It satisfies the month's own rules (required, an offered value), it
 * is no month (no `_desc` label; printedChoice shows nothing), and it does not stand in for the
 * date: the rules of schema/rules.json that need the year once the month is answered need it after
 * the placeholder too. So a real month with an empty year is refused (the spec's rule) and so is
 * the placeholder with an empty year, since the office would get no date at all; the placeholder
 * with its year reaches the office as the year alone.
 */
function optionsSchema(model: Model, source: OptionSource): Schema {
  const option = model.form.definition.rules.messages.option;
  if (typeof source === "string") {
    const name = `options_${source}`;
    const values = (model.form.lists.get(source) ?? []).map((o) => o.value);
    if (takesPlaceholder(model.form, source)) values.push(answeredPlaceholder);
    model.definitions[name] ??= { enum: values, errorMessage: { enum: option } };
    return { $ref: `#/definitions/${name}` };
  }
  if (Array.isArray(source)) return { enum: source.map((o) => o.value), errorMessage: { enum: option } };
  return { type: "string", maxLength: yearLength, yearIn: source.years, errorMessage: { type: option, maxLength: option, yearIn: option } };
}

/** The schema of the value a question writes, by its kind. */
function valueSchema(model: Model, field: ModelField): Schema {
  const { node } = field;
  const invalid = message(model, field, "invalid");
  switch (node.kind) {
    case "text":
    case "textarea":
    case "password":
    case "schoolSearch": {
      const maxLength = maxLengthOf(node, field.relative) as number;
      const pattern = node.kind === "text" ? node.pattern : undefined;
      const tooLong = message(model, field, "maxLength", { maxLength });
      // A plain text's only rule a student can break is its length; its type is for API clients,
      // and ajv's "must be string" says it. So most texts share one definition (see shareAlike).
      return pattern
        ? { type: "string", maxLength, pattern, errorMessage: { type: invalid, maxLength: tooLong, pattern: invalid } }
        : { type: "string", maxLength, errorMessage: { maxLength: tooLong } };
    }
    case "phone":
    case "ssn": {
      const maxLength = maxLengthOf(node, field.relative) as number;
      // Longer than its format is no phone (or SSN) at all: unless the question words its own, the
      // same words as any other wrong one ("Please enter a valid home phone number.").
      const tooLong = node.messages?.maxLength === undefined ? invalid : message(model, field, "maxLength", { maxLength });
      return { type: "string", maxLength, pattern: kindPatterns[node.kind], errorMessage: { type: invalid, maxLength: tooLong, pattern: invalid } };
    }
    case "date":
      return dateSchema(node, maxLengthOf(node, field.relative) as number, invalid, (name) => message(model, field, name));
    case "select":
    case "radio":
      return optionsSchema(model, node.options);
    case "conditionalSelect":
      return { type: "string", maxLength: maxLengthOf(node, field.relative) };
    case "checkbox":
    case "checkboxGroup":
      return node.kind === "checkbox" && node.required
        ? { type: "boolean", const: true, errorMessage: { type: message(model, field, "required"), const: message(model, field, "required") } }
        : { type: "boolean" };
    case "fileUpload":
      return { enum: [answeredPlaceholder] };
    case "content":
      // An alert's key can never be answered: nothing fits in 0 characters.
      return { type: "string", maxLength: 0 };
    default:
      throw new Error(`the data model has no rule for a ${node.kind} key (${field.key})`);
  }
}

/** One key a question writes: its property, and whether (and while what holds) it is required. */
function addField(model: Model, field: ModelField): void {
  const { key, node, place } = field;
  if (isCompanion(field)) {
    model.properties[key] = { $ref: "#/definitions/desc" };
    return;
  }
  if (!(key in model.properties)) {
    model.properties[key] = valueSchema(model, field);
    model.byKey.set(key, field);
  }
  if (node.kind === "conditionalSelect") {
    // The values offered depend on the controlling answer (a state list for the United States).
    const listed = Object.entries(node.optionsByValue)
      .filter(([, source]) => typeof source !== "string" || (model.form.lists.get(source)?.length ?? 0) > 0)
      .map(([value, source]) => ({ when: conditionSchema({ valueKey: node.controller, operator: "equals", target: value }, place.scope), source }));
    for (const { when, source } of listed) model.conditional.push({ if: when, then: { properties: { [key]: optionsSchema(model, source) } } });
    if (node.required) requireWhileShown(model, key, message(model, field, "required"), place, [anyOf(listed.map(({ when }) => when))]);
    return;
  }
  if (isRequired(field)) requireWhileShown(model, key, message(model, field, "required"), place);
  if (node.kind === "content" && node.tone === "stop" && node.key) requireWhileShown(model, key, fill(node.text, node.text, place, {}), place);
}

/** The cross-field rules of rules.json, once per instance of the repeat group a rule names. */
function addCrossFieldRules(model: Model): void {
  const { rules } = model.form.definition;
  const groups = repeatGroupsOf(model.form);
  for (const group of groups.values()) for (let n = 2; n <= group.max; n++) model.definitions[startedDefinition(group.id, n)] = startedSchema(group, n);
  for (const rule of rules.rules) {
    const group = rule.group === undefined ? undefined : groups.get(rule.group);
    if (rule.group !== undefined && !group) throw new Error(`rule ${rule.id} names repeat group "${rule.group}", which no page has`);
    const instances = group ? Array.from({ length: group.max }, (_, i) => instanceScope(group, i + 1)) : [{}];
    for (const scope of instances) {
      const key = resolveKey(scope, rule.require);
      const field = model.byKey.get(key);
      if (!field) throw new Error(`rule ${rule.id} requires "${key}", which no question writes`);
      const text = message(model, field, "required", {}, rule.message);
      const then: Schema = { required: [key], errorMessage: { required: { [key]: text } } };
      if (rule.minLength) then.properties = { [key]: { type: "string", minLength: rule.minLength, errorMessage: { minLength: text } } };
      model.conditional.push({ $comment: `${rule.id}: ${rule.description ?? ""}`.trim(), if: conditionSchema(rule.when, scope), then });
    }
  }
}

/**
 * `npm run schema:build`'s data model: the answers' JSON Schema (draft-07, ajv + ajv-errors),
 * derived from the pages and schema/rules.json so that no rule is written twice. Every key a
 * question writes is a property (repeat instances and `_desc` companions generated), typed by its
 * kind, limited by its maxLength, offered values from its options; a required question is required
 * while it is shown; each message is the question's own or the default of rules.json, with
 * `{label}`, `{maxLength}` and `{item}` filled and the repeat instance's label in front.
 */
export function answerSchema(form: Form): Schema {
  const model: Model = {
    form,
    properties: {},
    definitions: { desc: { type: "string", maxLength: descLength } },
    required: [],
    requiredMessages: {},
    conditional: [],
    byCondition: new Map(),
    byKey: new Map(),
  };
  for (const field of modelFields(form)) addField(model, field);
  addCrossFieldRules(model);
  shareAlike(model.properties, model.definitions);
  const { definitions, properties, required, requiredMessages, conditional } = model;
  return {
    $schema: "http://json-schema.org/draft-07/schema#",
    $id: "https://transfer-application.local/schema/answers.schema.json",
    title: "Answers",
    $comment: "GENERATED by `npm run schema:build` from schema/pages/ and schema/rules.json. Do not edit: change those and rebuild.",
    description:
      "The data model: every answer key, its type, the values it may take and the rules with their messages. Validate with validate.call({ today: 'YYYY-MM-DD' }, answers) after dropping empty answers, so `required` means answered.",
    type: "object",
    additionalProperties: false,
    definitions,
    properties,
    ...(required.length ? { required } : {}),
    ...(conditional.length ? { allOf: conditional } : {}),
    errorMessage: { additionalProperties: form.definition.rules.messages.unknownKey, ...(required.length ? { required: requiredMessages } : {}) },
  };
}

/**
 * Property schemas written alike (every plain text of 45 characters) become one definition the
 * properties refer to, so the compiled validators hold each check once, not once per key.
 */
function shareAlike(properties: Schema, definitions: Schema): void {
  const uses = new Map<string, string[]>();
  for (const [key, schema] of Object.entries(properties)) {
    const signature = JSON.stringify(schema);
    if (!signature.includes('"$ref"')) uses.set(signature, [...(uses.get(signature) ?? []), key]);
  }
  for (const [signature, keys] of uses) {
    if (keys.length < 2) continue;
    const schema = JSON.parse(signature) as Schema;
    const base = schema.enum ? "choice" : `${String(schema.type)}${typeof schema.maxLength === "number" ? schema.maxLength : ""}`;
    let name = base;
    for (let i = 2; name in definitions; i++) name = `${base}_${i}`;
    definitions[name] = schema;
    for (const key of keys) properties[key] = { $ref: `#/definitions/${name}` };
  }
}

/** A date: no longer than YYYY-MM-DD, a real calendar day, then its ranges, each checked only on a real day so a malformed value gets one message. */
function dateSchema(node: Extract<Node, { kind: "date" }>, maxLength: number, invalid: string, message: (name: MessageName) => string): Schema {
  const ranges = (["notBeforeYearsAgo", "notAfterYearsAgo", "minYearOffset", "maxYearOffset"] as const).filter((r) => node[r] !== undefined);
  const schema: Schema = { type: "string", maxLength, calendarDate: true, errorMessage: { type: invalid, maxLength: invalid, calendarDate: invalid } };
  if (ranges.length) {
    schema.if = { calendarDate: true };
    schema.then = {
      ...Object.fromEntries(ranges.map((r) => [r, node[r]])),
      errorMessage: Object.fromEntries(ranges.map((r) => [r, message(r)])),
    };
  }
  return schema;
}

/**
 * A message for its place: {label} and {maxLength} filled, {n} and {item} for a repeat instance;
 * in a second or later instance the instance's label goes in front unless the message places
 * {item} itself. Partner {tokens} and {year} stay for the engine to fill when it shows the message.
 */
function fill(template: string, label: string, place: Place, extra: Record<string, unknown>): string {
  const item = place.item;
  const withLabel = template.replace(/\{label\}/g, label);
  const text = interpolate(withLabel, { ...extra, ...(item ? { n: item.n, item: item.label } : {}) });
  return item && item.n > 1 && !template.includes("{item}") ? `${item.label}: ${text}` : text;
}
