import { Outlet } from "react-router";
import { ToastRegion } from "../ui/ToastRegion.tsx";
import { Footer } from "./Footer.tsx";
import { Header } from "./Header.tsx";

/** The frame of the account pages (spec section 2): outside the group that loads the profile. */
export function AccountLayout() {
  return (
    <div className="layout">
      <Header />
      <ToastRegion />
      <main className="layout__main layout__main--account">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
