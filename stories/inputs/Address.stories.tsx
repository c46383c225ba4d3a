import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { type KindArgs, kindMeta } from "../support/story.tsx";

const meta = {
  title: "Inputs/Address",
  // Read by the story index before the file runs, so written here: a docs page for the kind.
  tags: ["autodocs"],
  ...kindMeta("address"),
} satisfies Meta<KindArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { state: "empty" } };
export const Filled: Story = { args: { state: "filled" } };
export const Invalid: Story = { args: { state: "invalid" } };
export const Print: Story = { args: { state: "print" } };

/** The permanent address's ZIP field (the mailing address below has one too). */
const permanentZip = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole("group", { name: "Permanent Address" })).findByRole("combobox", { name: /^ZIP\/Postal Code/ });

/**
 * Places suggested from the lookup while the first digits of a ZIP are typed. While its list is
 * open, react-aria's ComboBox hides everything but the field and the list from screen readers and
 * leaves it focusable (adobe/react-spectrum#4937; nothing turns it off), which axe's
 * aria-hidden-focus rule reports for the address's other fields; Tab closes the list and shows them
 * again. Every other rule runs, and the stories with the list closed run this one too.
 */
export const ZipSuggestions: Story = {
  args: { state: "empty" },
  parameters: { a11y: { options: { rules: { "aria-hidden-focus": { enabled: false } } } } },
  play: async ({ canvasElement }) => {
    await userEvent.type(await permanentZip(canvasElement), "4993");
    await expect(await within(canvasElement.ownerDocument.body).findByRole("option", { name: /^Houghton, MI 49931/ })).toBeVisible();
  },
};

/** A suggested place chosen: city, state, ZIP and country filled, the typed first line kept. */
export const ZipChosen: Story = {
  args: { initial: { answers: { address_line_1: "12 Elm Street" } } },
  play: async ({ canvasElement }) => {
    const zip = await permanentZip(canvasElement);
    await userEvent.type(zip, "4993");
    await userEvent.click(await within(canvasElement.ownerDocument.body).findByRole("option", { name: /^Houghton, MI 49931/ }));
    const permanent = within(within(canvasElement).getByRole("group", { name: "Permanent Address" }));
    await expect(await permanent.findByDisplayValue("Houghton")).toBeVisible();
    await expect(zip).toHaveValue("49931");
    await expect(permanent.getByLabelText("Address", { exact: true })).toHaveValue("12 Elm Street");
  },
};
