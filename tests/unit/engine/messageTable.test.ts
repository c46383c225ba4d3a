/**
 * The table that puts the messages of the one generated validator (the default locale's) in another
 * locale of the form: built by reading the two locales' data models place by place, and read by
 * errorMap with the key and keyword each error is reported for.
 */
import { describe, expect, it } from "vitest";
import { type MessageTable, messageTable, translateMessage } from "../../../engine/index.ts";
import cases from "../../fixtures/message-tables.json" with { type: "json" };

interface Case {
  description: string;
  defaults: Record<string, unknown>;
  translated: Record<string, unknown>;
  table?: MessageTable;
  lookups?: { message: string; key: string; keyword: string; expect: string }[];
  error?: string;
}

describe.each(cases as Case[])("the message table: $description", ({ defaults, translated, table, lookups, error }) => {
  if (error !== undefined) {
    it("is refused", () => {
      expect(() => messageTable(defaults, translated, "es")).toThrow(error);
    });
    return;
  }

  it("pairs the messages", () => {
    expect(messageTable(defaults, translated, "es")).toEqual(table);
  });

  it.each(lookups ?? [])("words $message for $key ($keyword) as $expect", ({ message, key, keyword, expect: wanted }) => {
    expect(translateMessage(messageTable(defaults, translated, "es"), message, key, keyword)).toBe(wanted);
  });
});
