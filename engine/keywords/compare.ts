import { _, type KeywordDefinition } from "ajv";
import { operators } from "ajv/dist/compile/codegen/index.js";

const ops = { lt: operators.LT, lte: operators.LTE, gt: operators.GT, gte: operators.GTE } as const;

/**
 * `compare: { "lt": 10 }`: the answer read as a number is below 10 (also lte, gt, gte). It is the
 * engine's lt/lte/gt/gte operators in a data model: text that is empty or not a number, and
 * true/false, never compare, so a condition written with them means the same in both places.
 */
export const compare: KeywordDefinition = {
  keyword: "compare",
  schemaType: "object",
  metaSchema: {
    type: "object",
    minProperties: 1,
    maxProperties: 1,
    additionalProperties: false,
    properties: { lt: { type: "number" }, lte: { type: "number" }, gt: { type: "number" }, gte: { type: "number" } },
  },
  error: { message: "does not compare" },
  code(cxt) {
    const [[op, target]] = Object.entries(cxt.schema as Record<keyof typeof ops, number>) as [[keyof typeof ops, number]];
    const { gen, data } = cxt;
    const n = gen.const("n", _`typeof ${data} === "string" && ${data}.trim() !== "" ? Number(${data}) : NaN`);
    cxt.fail(_`!(Number.isFinite(${n}) && ${n} ${ops[op]} ${target})`);
  },
};
