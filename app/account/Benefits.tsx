import { interpolate, partnerTokens } from "../../engine/index.ts";
import { partnerSettings } from "../formTexts.ts";

/** The partner settings' loginBenefits, their {tokens} filled. */
const tokens = partnerTokens(partnerSettings);
const title = interpolate(partnerSettings.loginBenefits.title, tokens);
const items = partnerSettings.loginBenefits.items.map((item) => interpolate(item, tokens));

/** The aside of the login page (spec section 1): why a student applies here, as the form's partner settings word it. */
export function Benefits() {
  return (
    <aside className="benefits" aria-labelledby="benefits-heading">
      <h2 id="benefits-heading" className="benefits__title">
        {title}
      </h2>
      <ul className="benefits__list">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </aside>
  );
}
