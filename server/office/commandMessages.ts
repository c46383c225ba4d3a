/** What the staff and audit commands (cli/staff.ts, cli/audit.ts) print, written once here. {tokens} are filled by interpolate. */
export const staffCommandMessages = {
  usage: "usage: {usage}",
  badRole: "The role must be reviewer or manager, not \"{role}\".",
  unreadablePasswordFile: "{file} could not be read: {reason}",
  taken: "There is already a staff account with the username {username}.",
  noAccount: "There is no staff account with the username {username}.",
  created: "Staff account {username} created, with the role {role}.",
  passwordSet: "The password of {username} is changed; its sessions are ended and its failed sign-ins forgotten.",
  // The password is printed last, on a line of its own, for the staff member to pass on by hand.
  generatedFollows: "Its password, shown only now (give it to its owner in person or through a channel you trust):",
  disabled: "Staff account {username} is disabled, and its sessions are ended.",
  enabled: "Staff account {username} can sign in again.",
  noStaff: "There is no staff account yet: npm run -s cli -- staff add <username> <reviewer|manager>.",
  listHeading: "username\trole\tstate\tcreated\tlast sign-in",
  listRow: "{username}\t{role}\t{state}\t{created}\t{lastSignIn}",
  active: "active",
  disabledSince: "disabled since {at}",
  never: "never",
  badLimit: "--limit takes a whole number from 1 to {max}, not \"{value}\".",
  noEntries: "The audit trail holds no entry.",
  noEntriesFor: "The audit trail holds no entry for the application {reference}.",
  auditHeading: "time\tstaff\taction\tapplication\taddress",
  auditRow: "{at}\t{username}\t{action}\t{reference}\t{ip}",
  /** A staff command's run, in the action column: which command, with what, and how it ended. */
  auditCommand: "command: {run} (exit {exitCode})",
} as const;
