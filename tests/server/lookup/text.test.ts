import { describe, expect, it } from "vitest";
import { alternativeWords, canonicalPhrase, initials, normalize, prefixQuery, queryWords } from "../../../server/lookup/normalize.ts";
import { meantPrefix, withinOneEdit } from "../../../server/lookup/typos.ts";

describe("normalize", () => {
  it.each([
    ["Dewey University-Juana Díaz", "dewey university juana diaz"],
    ["LUIS MUÑOZ MARÍN", "luis munoz marin"],
    ["St. John's  University", "st johns university"],
    ["Texas A & M University", "texas a m university"],
    ["Straße Œuvre Ørsted", "strasse oeuvre orsted"],
    ["  ", ""],
  ])("turns %j into %j", (text, expected) => {
    expect(normalize(text)).toBe(expected);
  });
});

describe("alternativeWords", () => {
  it.each([
    ["st olaf college", ["saint"]],
    ["saint marys college", ["st"]],
    ["mount st marys university", ["mt", "saint"]],
    ["michigan tech", ["technology"]],
    ["lincoln high school", ["hs"]],
    ["concordia lutheran jr sr hs", ["junior", "senior", "high", "school"]],
    ["houghton", []],
  ])("gives %j the extra words %j", (name, words) => {
    expect(alternativeWords(name).sort()).toEqual([...words].sort());
  });
});

describe("initials", () => {
  it.each([
    ["Massachusetts Institute of Technology", ["mit"]],
    ["University of California-Los Angeles", ["ucla", "uc"]],
    ["Texas A & M University", ["tamu"]],
    ["New York University", ["nyu"]],
    ["Harvard University", ["hu"]],
    ["Stanford", []],
  ])("reads %j as %j", (name, expected) => {
    expect(initials(name)).toEqual(expected);
  });
});

describe("queryWords", () => {
  it.each([
    ["university of michigan", ["university", "michigan"]],
    ["the ohio state university", ["ohio", "state", "university"]],
    ["of the", ["of", "the"]],
    ["st st", ["st"]],
  ])("requires %j → %j", (query, words) => {
    expect(queryWords(query)).toEqual(words);
  });
});

describe("prefixQuery", () => {
  it("requires each word as a prefix, or one of the prefixes it may have meant", () => {
    expect(prefixQuery(["michgan", "tech"], "A", new Map([["michgan", ["michigan"]]]))).toBe("('michgan':*A | 'michigan':*A) & ('tech':*A)");
  });
});

describe("canonicalPhrase", () => {
  it.each([
    ["st olaf college", false, "saint olaf college"],
    ["michigan st", true, "michigan st"],
    ["univ of michigan", true, "university of michigan"],
  ])("writes %j (last word still typed: %s) as %j", (phrase, typing, expected) => {
    expect(canonicalPhrase(phrase, typing)).toBe(expected);
  });
});

describe("typos", () => {
  it.each([
    ["michgan", "michigan", true],
    ["michiagn", "michigan", true],
    ["mixhigan", "michigan", true],
    ["michigann", "michigan", true],
    ["mihcgan", "michigan", false],
    ["harvrd", "harvard", true],
    ["harvey", "harvard", false],
  ])("%j is within one edit of %j: %s", (a, b, expected) => {
    expect(withinOneEdit(a, b)).toBe(expected);
  });

  it.each([
    { typed: "tecnological", known: "technological", meant: "technological" },
    { typed: "tecnol", known: "technological", meant: "technol" },
    { typed: "stanfrod", known: "stanford", meant: "stanford" },
    { typed: "nichigan", known: "michigan", meant: "michigan" },
    { typed: "olaf", known: "lafayette", meant: undefined },
    { typed: "tech", known: "houghton", meant: undefined },
  ])("reads $typed as $meant when the vocabulary holds $known", ({ typed, known, meant }) => {
    expect(meantPrefix(typed, known)).toBe(meant);
  });
});
