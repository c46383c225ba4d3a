import type { Meta } from "@storybook/react-vite";
import type { ComponentType } from "react";
import { expect, userEvent, within } from "storybook/test";
import { AccountLayout } from "../../app/layout/AccountLayout.tsx";
import { shellMeta } from "./shell.tsx";
import { words } from "../fixtures/words.ts";

/**
 * Spread into an account page's meta, after its title (which Storybook reads from the file as
 * written): the whole screen, edge to edge, inside AccountLayout at `path`.
 */
export function accountPageMeta(path: string, Page: ComponentType) {
  return {
    ...shellMeta,
    parameters: { layout: "fullscreen", shell: { path, layout: AccountLayout } },
    render: () => <Page />,
  } satisfies Meta;
}

/**
 * A play function that presses the form's `button` with what the page holds and finds each
 * expected message; focus goes to the e-mail field, the first that is wrong on every account form.
 */
export function pressedWith(button: string, expected: readonly string[]) {
  return async ({ canvasElement }: { canvasElement: HTMLElement }): Promise<void> => {
    const page = within(canvasElement);
    await userEvent.click(page.getByRole("button", { name: button }));
    for (const [i, message] of expected.entries()) await expect(i === 0 ? await page.findByText(message) : page.getByText(message)).toBeVisible();
    await expect(page.getByRole("textbox", { name: words.account.fields.username })).toHaveFocus();
  };
}
