import { Navigate } from "react-router";
import { HOME_PATH } from "../pages";

// The empty path and any unknown path go to /home (the server answers them with an HTTP
// redirect; this covers client-side navigation).
export default function RedirectHome() {
  return <Navigate to={HOME_PATH} replace />;
}
