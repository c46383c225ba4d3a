import type { ArgTypes } from "@storybook/react-vite";
import { Component, type ReactNode, useMemo } from "react";
import { type Node, formFieldRules } from "../../engine/index.ts";
import type { StoreData } from "../../renderer/index.ts";
import { kindForm } from "../fixtures/forms.ts";
import { type KindFixture, kinds } from "../fixtures/kinds.ts";
import { type MemoryOptions, memoryServices } from "../fixtures/services.ts";
import { withTwin } from "../fixtures/twins.ts";
import { FixtureForm } from "./FixtureForm.tsx";
import { KindDocs } from "./KindDocs.tsx";
import { type KindName, kindProperties, nodeFromArgs, schemaArgTypes } from "./schemaArgs.ts";

/** The args of every form story: the store's starting state and how the in-memory services behave. */
export interface StoryArgs {
  /** Answers, errors, session, tabs, documents, ... */
  initial?: Partial<StoreData>;
  /** In-memory service behaviour (conversion statuses, upload delay). */
  services?: MemoryOptions;
}

/** The states every kind is shown in. */
export const kindStates = ["empty", "filled", "invalid", "print", "visitor"] as const;
export type KindState = (typeof kindStates)[number];

/** Every property name of any node kind (the engine's types are generated from the meta-schema). */
type KeysOf<T> = T extends unknown ? keyof T : never;
type NodeProperty = Exclude<KeysOf<Node>, "kind">;

/**
 * The args of an input kind's stories: the node's schema properties (label, help, options, ...,
 * one control each, from the meta-schema), the state it is shown in, and more of the store's
 * starting state over that state (`initial`).
 */
export type KindArgs = StoryArgs & { state?: KindState } & { [P in NodeProperty]?: unknown };

/** The standard states of a kind: empty, filled, invalid (errors shown) and the service print view. */
export function states(fixture: KindFixture, session: Partial<StoreData> = {}) {
  return {
    empty: { ...session },
    filled: { ...session, ...fixture.filledData, answers: { ...fixture.filled } },
    invalid: { ...session, answers: { ...(fixture.invalidAnswers ?? fixture.filled) }, errors: fixture.errors, showErrors: true },
    print: { ...session, ...fixture.filledData, isServiceUser: true, answers: { ...fixture.filled } },
  } satisfies Record<string, Partial<StoreData>>;
}

/** The controls of the state a kind is shown in. */
const stateArgTypes: ArgTypes<KindArgs> = {
  state: {
    description: "What the student (or staff) sees: nothing answered, answered, with errors shown, the service print view, or answered as a visitor (not logged in).",
    control: { type: "select" },
    options: kindStates,
    table: { category: "state", type: { summary: kindStates.map((s) => JSON.stringify(s)).join(" | ") }, defaultValue: { summary: '"empty"' } },
  },
  initial: {
    description: "More of the store's starting state, over the chosen state: answers, errors, uploads, revealed parts, add-another counts, chosen tabs.",
    control: { type: "object" },
    table: { category: "state", type: { summary: "Partial<StoreData>" } },
  },
  services: { table: { disable: true } },
};

/** A node drawn from a designer's args that cannot be compiled or rendered says why, in place of the form. */
function Problem({ error }: { error: unknown }) {
  return (
    <main className="fixture">
      <p role="alert">This node cannot be drawn: {error instanceof Error ? error.message : String(error)}</p>
    </main>
  );
}

class Boundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: undefined };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error === undefined ? this.props.children : <Problem error={this.state.error} />;
  }
}

interface KindStoryProps {
  kind: KindName;
  /** The fixture's nodes, the kind's own at `at`. */
  nodes: readonly Node[];
  at: number;
  data: Record<KindState, Partial<StoreData>>;
  args: KindArgs;
}

/** The fixture's form with the kind's node built from the args; redrawn from scratch when they change. */
function KindStory({ kind, nodes, at, data, args }: KindStoryProps) {
  // The node as JSON: the form is compiled again only when it changed.
  const source = JSON.stringify(nodeFromArgs(kind, args));
  const built = useMemo(() => {
    try {
      const node = JSON.parse(source) as Node;
      const { form, page } = kindForm(nodes.map((n, i) => (i === at ? node : n)));
      return { form, page, rules: formFieldRules(form) };
    } catch (error) {
      return { error };
    }
  }, [source, nodes, at]);
  if ("error" in built) return <Problem error={built.error} />;
  const initial = { ...data[args.state ?? "empty"], ...args.initial };
  return (
    <Boundary key={source}>
      <FixtureForm key={JSON.stringify(initial)} form={built.form} page={built.page} rules={built.rules} initial={initial} services={memoryServices(args.services)} />
    </Boundary>
  );
}

/**
 * What the stories of an input kind share: its fixture drawn with the kind's node built from the
 * args (so Controls edit the node: label, help, options, required, ...), a control per property of
 * the kind's meta-schema definition, the state, and the docs page (KindDocs) listing the properties.
 * `session` is the store's session in every state but "visitor" ({ isLoggedIn: true } for kinds a
 * logged-in student sees differently).
 */
export function kindMeta(kind: KindName & keyof typeof kinds, session: Partial<StoreData> = {}) {
  const fixture: KindFixture = kinds[kind];
  const nodes = fixture.nodes.map((n) => withTwin(n));
  const at = nodes.findIndex((n) => n.kind === kind);
  const own = nodes[at] as unknown as Record<string, unknown> | undefined;
  if (!own) throw new Error(`the "${kind}" fixture of stories/fixtures/kinds.ts has no node of its kind`);
  const data: Record<KindState, Partial<StoreData>> = { ...states(fixture, session), visitor: states(fixture).filled };
  const nodeArgs = Object.fromEntries(kindProperties(kind).flatMap(({ name }) => (name !== "kind" && own[name] !== undefined ? [[name, own[name]]] : [])));
  // Each story file tags itself "autodocs": the story index reads tags before any code runs.
  return {
    args: { ...nodeArgs, state: "empty" } as KindArgs,
    argTypes: { ...schemaArgTypes(kind), ...stateArgTypes } as ArgTypes<KindArgs>,
    parameters: {
      docs: {
        page: () => <KindDocs kind={kind} />,
        // "Show code" gives the node as a page file holds it, as the args have it now.
        source: { type: "dynamic", language: "json", transform: (_code: string, context: { args: object }) => JSON.stringify(nodeFromArgs(kind, context.args), null, 2) },
      },
    },
    render: (args: KindArgs) => <KindStory kind={kind} nodes={nodes} at={at} data={data} args={args} />,
  };
}
