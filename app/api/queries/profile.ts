import { queryOptions } from "@tanstack/react-query";
import { loadAnswerValidator } from "../../form/answerValidator.ts";
import { keptAnswers } from "../../session/keptAnswers.ts";
import { request } from "../http.ts";
import type { Profile } from "../types.ts";

export const profileKey = ["profile"] as const;

/** GET /api/profile: the student's answers, documents, tabs, last page, logins and statuses. */
export const profileQuery = () =>
  queryOptions({
    queryKey: profileKey,
    queryFn: async () => {
      const profile = await request<Profile>("GET", "/api/profile");
      // Answers the student typed and had not saved when their last session ended are put back
      // with the profile, checked against the data model first: its validator comes with them.
      if (Object.keys(keptAnswers(profile.username).read()).length > 0) await loadAnswerValidator();
      return profile;
    },
  });
