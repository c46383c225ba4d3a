import type { NavigateOptions } from "react-router";

// react-aria-components' links and buttons with an href navigate through the app's router with
// its options (state, replace): https://react-spectrum.adobe.com/react-aria/routing.html
declare module "react-aria-components" {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}
