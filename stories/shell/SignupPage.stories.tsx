import type { Meta, StoryObj } from "@storybook/react-vite";
import { defaultLocale, wordsFor } from "../../engine/index.ts";
import { SignupPage } from "../../app/account/SignupPage.tsx";
import { accountPageMeta, pressedWith } from "../support/accountPage.tsx";

const meta = { title: "Shell/Account/Create account", ...accountPageMeta("/signup", SignupPage) } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** E-mail and a new password with its live checklist. */
export const Empty: Story = {};

/** Create Account pressed with nothing typed: the e-mail message, and the password pointing to its checklist. */
export const Errors: Story = { play: pressedWith("Create Account", ["Your email address must be valid.", wordsFor(defaultLocale).account.checklistNote]) };
