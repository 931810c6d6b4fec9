// Who the policies bind and who prepares, reviews and approves them. Roles as the spec
// gives them: the CEO decides special circumstances and exceptions; the Head of HR
// receives reports of gifts and violations.
import { site } from "../site";

export { HR, POLICY } from "../policies";

export const company = site.company;
export const CEO = "Chief Executive Officer";
export const COO = "Chief Operating Officer";
