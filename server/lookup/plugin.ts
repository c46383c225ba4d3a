import type { FastifyPluginAsync, FastifySchemaValidationError } from "fastify";
import { requestWords } from "../accounts/locale.ts";
import type { Database } from "../db/types.ts";
import type { ErrorCode, ErrorParams } from "../errors.ts";
import { catalogueAnswer } from "../http/errors.ts";
import { addressProviderFromEnv } from "./address/providers.ts";
import { categoryNames, lookupCategories } from "./categories.ts";
import { seedLookupSamples } from "./import.ts";
import type { AddressProvider, Finder, LookupRecord } from "./types.ts";

export interface LookupPluginOptions {
  /** The database holding the imported lookup data (migration 020 applied). */
  db: Database;
  /** Where address suggestions come from; by default the one the environment names. */
  address?: AddressProvider;
  /** Load the shipped sample into empty categories at start (default true). */
  seedSamples?: boolean;
  /** @fastify/rate-limit options for the route (the app passes its per-address limit); none when absent. */
  rateLimit?: object;
}

/** Spec section 9 fixes 5 as the default; more than this many is never useful in a list. */
const defaultResults = 5;
const maxResultsCap = 20;
const maxTextLength = 200;
const maxIdLength = 1000;

const querystring = {
  type: "object",
  properties: {
    category: { type: "string", enum: categoryNames },
    text: { type: "string", maxLength: maxTextLength },
    id: { type: "string", minLength: 1, maxLength: maxIdLength },
    max_results: { type: "integer", minimum: 1, default: defaultResults },
  },
  required: ["category"],
  anyOf: [{ required: ["text"] }, { required: ["id"] }],
} as const;

interface Query {
  category: string;
  text?: string;
  id?: string;
  max_results: number;
}

/** What each invalid query parameter is told, in words a developer calling the API can act on. */
const categoryMessage = `category must be one of ${categoryNames.join(", ")}`;
const parameterMessages = new Map([
  ["category", categoryMessage],
  ["text", `text must be at most ${maxTextLength} characters`],
  ["id", `id must be 1 to ${maxIdLength} characters`],
  ["max_results", "max_results must be a whole number of at least 1"],
]);

function queryMessage(errors: FastifySchemaValidationError[], query: unknown): string {
  // ajv reports each failed anyOf branch ("text is required") before the anyOf itself.
  if (errors.some((e) => e.keyword === "anyOf")) return "Give the text to search for, or the id of a suggestion";
  const error = errors[0];
  const parameter = error?.keyword === "required" ? String(error.params.missingProperty) : (error?.instancePath.slice(1) ?? "");
  const category = (query as Record<string, unknown>).category;
  if (parameter === "category" && typeof category === "string") return `Unknown category "${category.slice(0, 50)}": ${categoryMessage}`;
  return parameterMessages.get(parameter) ?? `Invalid query: ${error?.message ?? "unknown problem"}`;
}

/**
 * GET /lookup/find (spec section 7): `text` lists suggestions {id, text, sub_text}; `id` returns
 * the record that fills the linked fields. A failed search answers an empty list and is logged
 * (spec section 8: no suggestions, no message); user input never causes a 5xx.
 */
export const lookupPlugin: FastifyPluginAsync<LookupPluginOptions> = async (app, options) => {
  const { db } = options;
  const deps = { db, address: options.address ?? addressProviderFromEnv(process.env, db) };
  const finders = new Map<string, Finder>([...lookupCategories].map(([name, c]) => [name, c.finder(deps)]));
  if (options.seedSamples ?? true) {
    for (const seeded of await seedLookupSamples(db)) app.log.info({ category: seeded.category, rows: seeded.stored }, "lookup sample loaded");
  }

  const config = options.rateLimit ? { rateLimit: options.rateLimit } : {};
  app.get<{ Querystring: Query }>("/lookup/find", { schema: { querystring }, attachValidation: true, config }, async (request, reply) => {
    const refuse = (code: ErrorCode, params: ErrorParams = {}) => {
      const { status, body } = catalogueAnswer(code, params, requestWords(request));
      return reply.code(status).send(body);
    };
    if (request.validationError) return refuse("lookupQueryInvalid", { detail: queryMessage(request.validationError.validation, request.query) });
    const { category, text, id, max_results } = request.query;
    const finder = finders.get(category);
    if (finder === undefined) return refuse("lookupQueryInvalid", { detail: `Unknown category "${category}": ${categoryMessage}` });
    if (id !== undefined) {
      const notFound = () => refuse("lookupNotFound", { category, id: id.slice(0, 100) });
      let record: LookupRecord | undefined;
      try {
        record = await finder.detail(id);
      } catch (error) {
        // The database could not even compare the id (a NUL, bytes it cannot encode): no record has it.
        if (isDataException(error)) return notFound();
        request.log.error({ err: error, category }, "lookup detail failed");
        return refuse("lookupUnavailable");
      }
      return record ?? notFound();
    }
    try {
      return await finder.search(text ?? "", Math.min(max_results, maxResultsCap));
    } catch (error) {
      request.log.warn({ err: error, category }, "lookup search failed: answering no suggestions");
      return [];
    }
  });
};

/** PostgreSQL's class 22, "data exception": the value sent cannot be used, which says nothing of the database's health. */
const isDataException = (error: unknown): boolean => typeof (error as { code?: unknown } | null)?.code === "string" && (error as { code: string }).code.startsWith("22");
