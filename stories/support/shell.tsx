import "../../app/styles/app.css";
import type { Decorator } from "@storybook/react-vite";
import { QueryClientProvider, focusManager } from "@tanstack/react-query";
import { type ComponentType, useState } from "react";
import { MemoryRouter, Route, Routes, parsePath } from "react-router";
import type { WebStatus } from "../../engine/index.ts";
import { queryClient } from "../../app/api/queryClient.ts";
import { formStore } from "../../app/form/appForm.ts";
import { AppShell } from "../../app/layout/AppShell.tsx";
import { defaultRoute } from "../../app/navigation/defaultRoute.ts";
import type { NavState } from "../../app/navigation/navState.ts";
import { appStore } from "../../app/session/appStore.ts";
import { toastQueue } from "../../app/ui/toasts.ts";

/** Where a shell story opens: the `shell` parameter of a story file or a story (merged). */
export interface ShellParameters {
  /** The address, with its query (`/reset?username=…`); the default route (the first page) unless given. */
  path?: string;
  /** What the previous screen handed over in navigation state (a message, a username). */
  state?: NavState;
  /** The layout route around the screen, as in app/routes.tsx (AccountLayout for the account pages). */
  layout?: ComponentType;
}

// Each showing of a story is a new history entry: the app shows an entry's notice only once.
let showings = 0;

/** Props of Shell. */
interface ShellProps {
  /** The story, drawn where app/routes.tsx draws a screen. */
  Story: ComponentType;
  shell: ShellParameters;
}

/** The app's providers around a story: its query client, a router at the story's address, and AppShell (react-aria links, toasts). */
function Shell({ Story, shell }: ShellProps) {
  const [entry] = useState(() => ({ ...parsePath(shell.path ?? defaultRoute), state: shell.state ?? null, key: `story-${++showings}` }));
  const { layout: Layout } = shell;
  const screen = <Route path="*" element={<Story />} />;
  return (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route element={<AppShell />}>{Layout ? <Route element={<Layout />}>{screen}</Route> : screen}</Route>
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>
  );
}

/** Draws a story inside the app's providers, at the address of its `shell` parameter. */
export const withShell: Decorator = (Story, { parameters }) => <Shell Story={Story} shell={(parameters.shell ?? {}) as ShellParameters} />;

/**
 * Puts the app's stores back as a page load finds them: logged out, an empty form, nothing
 * cached, no toast. They are single modules shared by every story of a file.
 */
function resetShell(): void {
  appStore.setState(appStore.getInitialState(), true);
  formStore.setState(formStore.getInitialState(), true);
  queryClient.clear();
  toastQueue.clear();
  focusManager.setFocused(undefined);
}

/**
 * Before each story: Storybook runs no server, so any call would fail. Stories put what the
 * screen shows into the query cache; TanStack Query is told the page is in the background, so
 * the PDF link's polling (every second while pending) waits instead of calling the server.
 * After it, the stores are reset.
 */
function shellBeforeEach() {
  focusManager.setFocused(false);
  return resetShell;
}

/** Spread into a shell story file's meta: the providers and the reset around each story. */
export const shellMeta = { decorators: [withShell], beforeEach: shellBeforeEach };

/** The student of the stories. */
export const storyUsername = "student@example.com";

/**
 * A student whose profile has loaded, through the store's actions in the order the app calls
 * them (login, then the profile). Spec section 3: a login count of at least 1.
 */
export function studentLoggedIn({ numLogins = 1, webStatus = "started" }: { numLogins?: number; webStatus?: WebStatus } = {}): void {
  const session = appStore.getState();
  session.loggedIn(storyUsername);
  session.profileLoaded({ username: storyUsername, numLogins, webStatus });
}
