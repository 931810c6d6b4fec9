// What the form routes answer: 202 once stored, or every problem at once.

/** 202: stored; delivery follows from the outbox. */
export interface AcceptedResponse {
  id: string;
}

/** One problem with the input: `path` is the field ("params.sender", "graduationYear"). */
export interface FieldError {
  path: string;
  message: string;
}

/** 400 and the other refusals: every problem at once. */
export interface ErrorResponse {
  errors: FieldError[];
}

/** The issues of a failed parse as the API reports them: every one, in field order. */
export function fieldErrors(error: {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}): FieldError[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join("."), message: issue.message }));
}
