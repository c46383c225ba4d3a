import type { Meta, StoryObj } from "@storybook/react-vite";
import { SignupPage } from "../../app/account/SignupPage.tsx";
import { accountPageMeta, pressedWith } from "../support/accountPage.tsx";
import { words } from "../fixtures/words.ts";

const meta = { title: "Shell/Account/Create account", ...accountPageMeta("/signup", SignupPage) } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** E-mail and a new password with its live checklist. */
export const Empty: Story = {};

/** Create Account pressed with nothing typed: the e-mail message, and the password pointing to its checklist. */
export const Errors: Story = { play: pressedWith(words.account.signup.submit, ["Your email address must be valid.", words.account.checklistNote]) };
