// Vermittlungscodes (§4 "Code login", issue #15 "Code status"): issuing them, the login, the
// code's status and how long it books. What the routes use.
export {
  CODE_ISSUE_LIMIT,
  isKnownLeistungsmerkmal,
  isSpecialtyWithoutReferral,
  issueCode,
  OPEN_LEISTUNGSMERKMAL,
  type IssueCodeInput,
} from './issue.ts';
export { kvOfPostcode, login, WRONG_POSTCODE_LIMIT, type LoginInput } from './login.ts';
export { statusOfCode } from './status.ts';
