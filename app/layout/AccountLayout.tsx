import { Suspense } from "react";
import { Outlet } from "react-router";
import { TakenOver } from "../prerender/TakenOver.tsx";
import { LoadingSpinner } from "../ui/LoadingSpinner.tsx";
import { Footer } from "./Footer.tsx";
import { Header } from "./Header.tsx";
import { mainId } from "./SkipLink.tsx";

/** The frame of the account pages (spec section 2): outside the group that loads the profile. */
export function AccountLayout() {
  return (
    <div className="layout">
      <Header />
      <main id={mainId} tabIndex={-1} className="layout__main layout__main--account">
        {/* An account page's code on its way: the spinner in the page's place, under the header. */}
        <Suspense fallback={<LoadingSpinner inPlace />}>
          <Outlet />
          <TakenOver />
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}
