import { describe, expect, it } from "vitest";
import { answerSchema, compileForm } from "../../../engine/index.ts";
import { application, partnerSettings } from "../../../schema/index.ts";
import { modelMessage } from "../../support/modelMessage.ts";

// The validation messages the specification quotes (its section on validation rules), each
// pinned once to the key and rule that must give it. An author who rewords one of these departs
// from the specification on purpose, and this is the one test that says so.
const form = compileForm(application);
const model = answerSchema(form);

const spec: [key: string, rule: string, message: string][] = [
  // The specification quotes it with a placeholder: "{school abbreviation} University".
  ["student_app_type", "required", `How are you applying to ${partnerSettings.schoolAbbreviation} University?`],
  ["first_name", "required", "First Name"],
  ["last_name", "required", "Last Name"],
  ["gender", "required", "Sex"],
  ["birth_date", "required", "Date of Birth"],
  ["birth_date", "invalid", "Date of Birth"],
  ["birth_date", "notBeforeYearsAgo", "This date is not supported. Please contact help support for assistance."],
  ["birth_date", "notAfterYearsAgo", "You must be 13 years or older to apply."],
  ["phone_home", "invalid", "Please enter a valid home phone number."],
  ["phone_mobile", "invalid", "Please enter a valid cell phone number."],
  ["phone_mobile", "rule:cellPhoneForTexts", "A cell phone number is required to receive text message updates."],
  ["phone_home", "rule:onePhone", "Please enter either a home phone or cell phone number."],
  ["address_line_1", "required", "Address"],
  ["city", "required", "City"],
  ["country", "required", "Country"],
  ["state", "required", "State/Province"],
  ["zip", "rule:usZip", "ZIP/Postal Code must be at least 5 characters."],
  ["mailing_addr_effective_date", "minYearOffset year=2023", "The minimum supported year is 2023"],
  ["mailing_addr_effective_date", "maxYearOffset year=2030", "The maximum supported year is 2030"],
  ["citizenship_type", "required", "Citizen Type"],
  ["citizenship", "required", "What is your country of citizenship?"],
  ["intl_apply_alert", "required", "International students must apply with the International Undergraduate Application."],
  ["parent_email_address", "invalid", "Parent 1/Guardian 1: Please enter a valid email address."],
  ["parent_2_email_address", "invalid", "Parent 2/Guardian 2: Please enter a valid email address."],
  ["parent_phone", "invalid", "Parent 1/Guardian 1: Please enter a valid phone number."],
  ["parent_2_phone", "invalid", "Parent 2/Guardian 2: Please enter a valid phone number."],
  ["legacy_relationship", "rule:legacyRelationship", "What is the relationship of this alumna/us to you?"],
  ["legacy_2_relationship", "rule:legacyRelationship", "Alumna/us 2: What is the relationship of this alumna/us to you?"],
  ["legacy_4_relationship", "rule:legacyRelationship", "Alumna/us 4: What is the relationship of this alumna/us to you?"],
  ["michigan_residence_city", "required", "City of Residence"],
  ["residence_duration", "required", "For how many years have you been a resident?"],
  ["residence_state", "required", "Please provide your state of legal residency."],
  ["entry_term", "required", "When do you plan to enroll?"],
  ["applied_major", "required", "What are you interested in studying?"],
  ["hs_name", "required", "Search for Your School"],
  ["grad_month", "required", "Graduation Date"],
  ["college_name", "required", "College/University: Search for Your School"],
  ["college_from_month", "required", "Attended From"],
  ["college_to_month", "required", "Attended To"],
  ["felony_comment", "required", "You answered yes. Please provide a detailed statement of explanation."],
  ["conviction_comment", "required", "You answered yes. Please provide a detailed statement of explanation."],
];

describe("the specification's validation messages", () => {
  it.each(spec)("%s, %s: %j", (key, rule, message) => {
    expect(modelMessage(model, key, rule, form.vars)).toBe(message);
  });

  it("gives the first-year STOP alert and the certification their wording", () => {
    expect(modelMessage(model, "student_app_type_error_msg", "required", form.vars)).toMatch(/^STOP: Do not continue with this application\./);
    expect(modelMessage(model, "grant_counselor_agree", "required", form.vars)).toMatch(/^I certify that all answers in this application are complete and accurate/);
  });
});
