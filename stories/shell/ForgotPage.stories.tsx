import type { Meta, StoryObj } from "@storybook/react-vite";
import { ForgotPage } from "../../app/account/ForgotPage.tsx";
import { accountPageMeta, pressedWith } from "../support/accountPage.tsx";
import { words } from "../fixtures/words.ts";

const meta = { title: "Shell/Account/Forgot password", ...accountPageMeta("/forgot", ForgotPage) } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Asks for the e-mail address to send the reset link to. */
export const Empty: Story = {};

/** Send Reset Link pressed with nothing typed. */
export const Errors: Story = { play: pressedWith(words.account.forgot.submit, ["Your email address must be valid."]) };
