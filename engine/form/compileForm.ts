import { resolveOptionLists } from "../options/optionLists.ts";
import type { CompiledDefinition, FormDefinition, Node, Option, Page } from "../types.ts";
import type { MessageTable } from "../validation/messageTable.ts";
import { descKey, describedKinds, ownKeys } from "./nodes.ts";
import { type Scope, resolveKey, rootScope } from "./scope.ts";
import { type Resolved, defaultLocales, resolveTexts } from "../text/localized.ts";
import { partnerTokens } from "../text/partnerTokens.ts";
import { forEachNode } from "./walk.ts";
import { productFieldLabels, withFieldLabels } from "./fieldLabels.ts";

/** Where an answer key is asked. */
export interface KeyInfo {
  readonly key: string;
  /** Id of the page that asks it. */
  readonly page: string;
  /** The node that writes it. */
  readonly node: Node;
  readonly scope: Scope;
  /** JSON pointer of the node in its page file. */
  readonly pointer: string;
  /** For a `_desc` companion: the key it describes. */
  readonly companionOf?: string;
}

/** A form definition prepared for the engine: lists resolved and every key indexed. */
export interface Form {
  /** The definition with every text in `locale`. */
  readonly definition: CompiledDefinition;
  /** The locale the texts are in. */
  readonly locale: string;
  /** Pages in step order. */
  readonly pages: readonly Page[];
  readonly lists: ReadonlyMap<string, Option[]>;
  /** Every key any page writes, repeat groups expanded to their maximum. */
  readonly keys: ReadonlyMap<string, KeyInfo>;
  /** Keys written on more than one page, with every place (a schema error that schema:check reports). */
  readonly duplicates: ReadonlyMap<string, { page: string; pointer: string }[]>;
  /** {token} values for texts: partner settings, links as links.name. */
  readonly vars: Readonly<Record<string, string>>;
  /**
   * The answers' validator's messages in `locale`: none to translate in the default locale, which
   * the validator speaks; the definition's table for another; undefined when it carries none, which
   * validating then refuses (validate.ts) rather than answer in the default locale.
   */
  readonly answerMessages: MessageTable | undefined;
  /** Likewise the account forms' and the uploads' validators' messages in `locale`. */
  readonly formMessages: MessageTable | undefined;
}

export interface CompileOptions {
  /** The language of the texts, one of the form's `locales`; default: the first of them. */
  locale?: string;
}

/** The texts of a definition in one of its locales; a locale the form does not declare is an error. */
function inLocale(authored: FormDefinition, locale: string | undefined): { definition: CompiledDefinition; locale: string; isDefault: boolean } {
  const declared = authored.partner.locales ?? defaultLocales;
  const chosen = locale ?? declared[0] ?? "en";
  if (!declared.includes(chosen)) throw new Error(`the form is not written in "${chosen}": partner.json declares ${declared.join(", ")}`);
  const resolve = <T>(value: T, where: string): Resolved<T> => {
    try {
      return resolveTexts(value, chosen);
    } catch (e) {
      throw new Error(`${where} ${(e as Error).message}`, { cause: e });
    }
  };
  const definition: CompiledDefinition = {
    ...authored,
    pages: authored.pages.map((p) => withFieldLabels(resolve(p, `page ${p.id}`), productFieldLabels(chosen, authored.words))),
    optionLists: authored.optionLists.map((l) => resolve(l, `option list ${l.id}`)),
    partner: resolve(authored.partner, "partner.json"),
    rules: resolve(authored.rules, "rules.json"),
    passwordRules: resolve(authored.passwordRules, "the password rules"),
  };
  return { definition, locale: chosen, isDefault: chosen === (declared[0] ?? "en") };
}

/** Prepares a form definition once, its texts in one locale; every other engine function takes the result. */
export function compileForm(authored: FormDefinition, options: CompileOptions = {}): Form {
  const { definition, locale, isDefault } = inLocale(authored, options.locale);
  const pages = [...definition.pages].sort((a, b) => a.step - b.step);
  const keys = new Map<string, KeyInfo>();
  const duplicates = new Map<string, { page: string; pointer: string }[]>();
  for (const page of pages) {
    forEachNode(page.children, (node, scope, pointer) => {
      const described = describedKinds.has(node.kind) && "key" in node ? resolveKey(scope, node.key as string) : undefined;
      for (const relative of ownKeys(node)) {
        const key = resolveKey(scope, relative);
        const seen = keys.get(key);
        if (seen) {
          // The same key may stand in two branches of one page (only one is shown); across pages it is an error.
          const places = duplicates.get(key) ?? [{ page: seen.page, pointer: seen.pointer }];
          if (!places.some((p) => p.page === page.id)) duplicates.set(key, [...places, { page: page.id, pointer }]);
          continue;
        }
        const companionOf = described && key === descKey(described) ? described : undefined;
        keys.set(key, { key, page: page.id, node, scope, pointer, ...(companionOf ? { companionOf } : {}) });
      }
    }, rootScope, "/children");
  }
  // The locales are no {token}: a text never names them.
  const named = Object.fromEntries(Object.entries(definition.partner).filter(([name]) => name !== "locales"));
  return {
    definition,
    locale,
    pages,
    lists: resolveOptionLists(definition.optionLists),
    keys,
    duplicates,
    vars: partnerTokens(named),
    answerMessages: isDefault ? {} : authored.validators.answerMessages?.[locale],
    formMessages: isDefault ? {} : authored.validators.formMessages?.[locale],
  };
}
