import type { Route } from "./+types/Doc-1";
import text from "../../content/policy-texts/Doc-1";
import { PolicyScreen, policyMeta } from "../policy";

// The page of policy Doc-1: the policy screen with this policy's text only.
export const meta: Route.MetaFunction = (args) => policyMeta(args);

export default function Policy1() {
  return <PolicyScreen text={text} />;
}
