import type { Route } from "./+types/Doc-3";
import text from "../../content/policy-texts/Doc-3";
import { PolicyScreen, policyMeta } from "../policy";

// The page of policy Doc-3: the policy screen with this policy's text only.
export const meta: Route.MetaFunction = (args) => policyMeta(args);

export default function Policy3() {
  return <PolicyScreen text={text} />;
}
