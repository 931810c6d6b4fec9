import type { Route } from "./+types/Doc-2";
import text from "../../content/policy-texts/Doc-2";
import { PolicyScreen, policyMeta } from "../policy";

// The page of policy Doc-2: the policy screen with this policy's text only.
export const meta: Route.MetaFunction = (args) => policyMeta(args);

export default function Policy2() {
  return <PolicyScreen text={text} />;
}
