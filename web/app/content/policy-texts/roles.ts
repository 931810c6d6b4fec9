// Who the policies bind and who prepares, reviews and approves them. Roles as the spec
// gives them: the CEO decides special circumstances and exceptions; the Head of HR
// receives reports of gifts and violations.
export { HR, POLICY } from "../policies";

/** The company's name as the texts print it: filled in from the site identity when shown. */
export const company = "{company}";
export const CEO = "Chief Executive Officer";
export const COO = "Chief Operating Officer";
