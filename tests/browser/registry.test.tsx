import { Component, Profiler, type ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { page, userEvent } from "vitest/browser";
import type { Node } from "../../engine/index.ts";
import { type NodeProps, type RendererEntry, createFormStore, kindTester, pickRenderer, registry } from "../../renderer/index.ts";
import { kindForm, realForm, realPage } from "../../stories/fixtures/forms.ts";
import { question } from "../../stories/fixtures/formText.ts";
import { FixtureForm } from "../../stories/support/FixtureForm.tsx";
import { render } from "./support/render.tsx";

// A kind no renderer knows, as a schema that slipped past schema:check would carry.
const strange = { kind: "hologram", key: "x", label: "X" } as unknown as Node;

/** Catches a render error so the test can read it. */
class Catch extends Component<{ children: ReactNode }, { message: string | null }> {
  override state = { message: null };
  static getDerivedStateFromError(error: Error) {
    return { message: error.message };
  }
  override render() {
    return this.state.message === null ? this.props.children : <p>caught: {this.state.message}</p>;
  }
}

describe("renderer registry", () => {
  it("has a renderer for every kind the real application uses", () => {
    const kinds = new Set<string>();
    const visit = (nodes: readonly Node[]): void =>
      nodes.forEach((n) => {
        kinds.add(n.kind);
        for (const key of ["children"] as const) if (key in n) visit((n as { children: Node[] }).children);
        if (n.kind === "conditionalGroups") n.groups.forEach((g) => visit(g.children));
        if (n.kind === "tabs") n.tabs.forEach((t) => visit(t.children));
      });
    realForm.pages.forEach((p) => visit(p.children));
    for (const kind of kinds) expect(pickRenderer(registry, { kind } as Node), kind).toBeDefined();
  });

  it("picks the renderer with the highest score", () => {
    const special: RendererEntry = { tester: kindTester("text", 5), Field: () => <p>special</p>, Print: () => null };
    const node = { kind: "text", key: "first_name", label: "First Name" } as const;
    expect(pickRenderer([...registry, special], node)).toBe(special);
  });

  // The engine refuses to compile a form with an unknown kind, so the page is handed over apart from its form.
  const { form } = kindForm([{ kind: "text", key: "first_name", label: "First Name" }]);
  const withStrange = (nodes: Node[]) => ({ id: "odd", title: "Odd", step: 1, children: nodes });

  it("throws in development for an unknown kind", async () => {
    render(
      <Catch>
        <FixtureForm form={form} page={withStrange([strange])} strict />
      </Catch>,
    );
    await expect.element(page.getByText(/caught: no renderer for input kind "hologram"/)).toBeVisible();
  });

  it("shows a visible unknown input in production", async () => {
    render(<FixtureForm form={form} page={withStrange([strange, { kind: "text", key: "first_name", label: "First Name" }])} strict={false} />);
    await expect.element(page.getByText("unknown input: hologram")).toBeVisible();
    await expect.element(page.getByLabelText("First Name")).toBeVisible();
  });
});

describe("page rendering", () => {
  /** The registry with every field counted: renders pushed by its parent, and commits inside it (its own updates). */
  function countingRegistry() {
    const renders = new Map<string, number>();
    const commits = new Map<string, number>();
    const bump = (map: Map<string, number>, id: string) => map.set(id, (map.get(id) ?? 0) + 1);
    const counted: RendererEntry[] = registry.map((e) => ({
      ...e,
      Field: (props: NodeProps) => {
        const id = "key" in props.node ? String(props.node.key) : `${props.node.kind}:${JSON.stringify(props.node).slice(0, 80)}`;
        bump(renders, id);
        return (
          <Profiler id={id} onRender={() => bump(commits, id)}>
            <e.Field {...props} />
          </Profiler>
        );
      },
    }));
    return { renders, commits, counted };
  }
  const changed = (now: Map<string, number>, before: Map<string, number>) => [...now].filter(([id, n]) => n !== before.get(id)).map(([id]) => id);

  it("renders nothing as a student types into a text field: the input shows the keys itself", async () => {
    const { renders, commits, counted } = countingRegistry();
    const store = createFormStore(realForm, { isLoggedIn: true });
    render(<FixtureForm form={realForm} page={realPage("about")} store={store} registry={counted} />);
    const input = page.getByLabelText(question("middle_name").label);
    await userEvent.click(input);
    const rendersBefore = new Map(renders);
    const commitsBefore = new Map(commits);
    await userEvent.keyboard("Jo");
    await expect.element(input).toHaveValue("Jo");
    expect(changed(renders, rendersBefore)).toEqual([]);
    // Not even the field: a React update at each key would restart a transition drawing the rest of the page.
    expect(changed(commits, commitsBefore)).toEqual([]);
    expect(store.getState().answers.middle_name).toBe("Jo");
  });

  it("draws a radio question once when a click chooses its answer: pressing and focusing the option draw nothing", async () => {
    const { commits, counted } = countingRegistry();
    const store = createFormStore(realForm, { isLoggedIn: true });
    render(<FixtureForm form={realForm} page={realPage("about")} store={store} registry={counted} />);
    const group = page.getByRole("radiogroup", { name: question("legacy_ind").label });
    await expect.element(group).toBeVisible();
    const before = commits.get("legacy_ind") ?? 0;
    await userEvent.click(group.getByText("Yes", { exact: true }));
    await expect.element(page.getByRole("radio", { name: "Yes", checked: true })).toBeInTheDocument();
    expect(store.getState().answers.legacy_ind).toBe("Y");
    // One commit, the answer's: a click that also drew the press and the focus would hold the block it opens back.
    expect((commits.get("legacy_ind") ?? 0) - before).toBe(1);
  });
});
