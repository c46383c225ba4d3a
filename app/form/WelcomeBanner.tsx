import { type Banner, bannerFor } from "../../engine/index.ts";
import { partnerSettings } from "../../schema/partner.ts";
import { carrying } from "../navigation/carry.ts";
import { useAppNavigate } from "../navigation/useAppNavigate.ts";
import { useAppStore } from "../session/hooks.ts";

const { providerName, schoolAbbreviation } = partnerSettings;

/** What each banner of spec section 1 says. */
const banners: Record<Exclude<Banner, null>, { title: string; text: string }> = {
  submitted: {
    title: "Thank you for applying!",
    text: `${providerName} will send you an admissions decision within two weeks of receiving your application and supporting materials.`,
  },
  firstLogin: {
    title: `Welcome to the ${schoolAbbreviation} Transfer Application!`,
    text: "Your application fee is waived, and no letter of recommendation is needed.",
  },
  returning: {
    title: "Welcome back!",
    text: "Everything you saved is kept. Pick up where you left off; each page is saved when you go on to the next.",
  },
  visitor: {
    title: `Welcome to the ${schoolAbbreviation} Transfer Application!`,
    text: "It takes about 20 minutes, there is no application fee, and no letter of recommendation is needed.",
  },
};

/** The welcome banner of the form pages, by the rule of spec section 1 (engine bannerFor). */
export function WelcomeBanner() {
  const navigate = useAppNavigate();
  const banner = useAppStore((s) =>
    bannerFor({ webStatus: s.webStatus, isLoggedIn: s.isLoggedIn, hasChangedPage: s.hasChangedPage, numLogins: s.numLogins }),
  );
  if (!banner) return null;
  const { title, text } = banners[banner];
  return (
    <section className={`banner banner--${banner}`} aria-labelledby="welcome-banner-title" data-banner={banner}>
      <h2 id="welcome-banner-title" className="banner__title">
        {title}
      </h2>
      <p className="banner__text">{text}</p>
      {banner === "visitor" && (
        <p className="banner__text">
          Started already?{" "}
          <a
            className="link"
            href="/login"
            onClick={(event) => {
              // The answers typed by the time of the click go along (spec section 1).
              event.preventDefault();
              navigate("/login", carrying({}));
            }}
          >
            Log in
          </a>{" "}
          to continue where you left off.
        </p>
      )}
    </section>
  );
}
