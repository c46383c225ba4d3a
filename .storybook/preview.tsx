import type { Preview } from "@storybook/react-vite";
import { configure } from "storybook/test";
import "../renderer/theme/tokens.css";
import "../renderer/theme/base.css";

// A story's play function waits for what it looks for (findBy…, waitFor) up to this long: the
// suite runs on a busy two-core machine, where the first paint of a story can take seconds.
configure({ asyncUtilTimeout: 15_000 });

const preview: Preview = {
  parameters: {
    // Every story is an accessibility test: any axe violation fails it (WCAG 2.2 AA rules).
    a11y: {
      test: "error",
      options: { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] } },
    },
    layout: "padded",
  },
};

export default preview;
