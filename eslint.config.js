import js from "@eslint/js";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["node_modules/", "dist/", "storybook-static/", "schema/generated/", "engine/generated/", "stories/pages/", ".data/"] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-explicit-any": "error",
    },
  },
  {
    // Tests reach into fixtures they built themselves; a wrong assumption fails the test anyway.
    files: ["tests/**/*.ts"],
    rules: { "@typescript-eslint/no-non-null-assertion": "off", "@typescript-eslint/no-dynamic-delete": "off" },
  },
  {
    // The engine is pure: no UI, no state library, no I/O, nothing else of ours (style.md, "The layers").
    files: ["engine/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["react", "react-dom", "react-*", "react-aria-components", "zustand", "zustand/*", "@tanstack/*", "immer"], message: "The engine never imports UI or state libraries." },
            { group: ["node:*", "fs", "path", "http", "https"], message: "The engine does no I/O." },
            { group: ["**/schema/**", "**/renderer/**", "**/app/**", "**/server/**"], message: "The engine uses nothing of ours: callers pass the form definition in." },
          ],
        },
      ],
    },
  },
  {
    // The renderer does no server I/O of its own (the app injects services, renderer/context/services.ts)
    // and imports nothing of the app, the server or the schema: callers pass the form in.
    files: ["renderer/**/*.ts", "renderer/**/*.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["**/server/**", "**/app/**", "**/schema/**"], message: "The renderer gets the form and services from its caller." },
            { group: ["node:*"], message: "The renderer runs in the browser." },
          ],
        },
      ],
      "no-restricted-globals": [
        "error",
        { name: "fetch", message: "Server calls go through the injected services." },
        { name: "XMLHttpRequest", message: "Server calls go through the injected services." },
        { name: "WebSocket", message: "Server calls go through the injected services." },
      ],
    },
  },
  {
    // The app shell runs in the browser and talks to the server only through app/api/http.ts, which
    // turns every answer into the error kinds of spec section 8.
    files: ["app/**/*.ts", "app/**/*.tsx"],
    ignores: ["app/api/http.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["**/server/**", "**/tests/**", "**/stories/**"], message: "The app runs in the browser: it calls the server, it does not import it." },
            { group: ["node:*"], message: "The app runs in the browser." },
          ],
        },
      ],
      "no-restricted-globals": [
        "error",
        { name: "fetch", message: "Server calls go through app/api/http.ts (the error kinds of spec section 8)." },
        { name: "XMLHttpRequest", message: "Server calls go through app/api/http.ts (the error kinds of spec section 8)." },
      ],
    },
  },
);
