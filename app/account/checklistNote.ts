/**
 * Said under a new password that breaks its rules: spec section 5 shows the rules as the live
 * checklist right below the field, so their messages are not listed a second time above it.
 */
export const checklistNote = "Your password does not meet the requirements below.";
