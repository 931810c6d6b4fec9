import type { Route } from "./+types/Doc-4";
import text from "../../content/policy-texts/Doc-4";
import { PolicyScreen, policyMeta } from "../policy";

// The page of policy Doc-4: the policy screen with this policy's text only.
export const meta: Route.MetaFunction = (args) => policyMeta(args);

export default function Policy4() {
  return <PolicyScreen text={text} />;
}
