// Runs around every server test file.

import { afterAll } from "vitest";
import { removeSharedDataDir } from "./shared-data-dir.js";

// After the file's own hooks (they run first), when its apps are closed.
afterAll(() => removeSharedDataDir());
