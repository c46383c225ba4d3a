import { type Banner, bannerFor, interpolate, partnerTokens } from "../../engine/index.ts";
import { carrying } from "../navigation/carry.ts";
import { useAppNavigate } from "../navigation/useAppNavigate.ts";
import { useAppStore } from "../session/hooks.ts";
import { textWith } from "../ui/textWith.tsx";
import { useWords } from "../words.ts";
import { partnerSettings } from "../formTexts.ts";

/** What each banner of spec section 1 says: the partner settings' welcomeBanners, their {tokens} filled. */
const tokens = partnerTokens(partnerSettings);
const banners = Object.fromEntries(
  Object.entries(partnerSettings.welcomeBanners).map(([name, { title, text }]) => [name, { title: interpolate(title, tokens), text: interpolate(text, tokens) }]),
) as Record<Exclude<Banner, null>, { title: string; text: string }>;

/** The welcome banner of the form pages, by the rule of spec section 1 (engine bannerFor). */
export function WelcomeBanner() {
  const navigate = useAppNavigate();
  const { form: t } = useWords();
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
          {textWith(t.startedAlready, {
            link: (
              <a
                className="link"
                href="/login"
                onClick={(event) => {
                  // The answers typed by the time of the click go along (spec section 1).
                  event.preventDefault();
                  navigate("/login", carrying({}));
                }}
              >
                {t.logInLink}
              </a>
            ),
          })}
        </p>
      )}
    </section>
  );
}
