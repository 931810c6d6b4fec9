// Privacy requests: a person asks what we hold about their e-mail address, or asks us to
// erase it (the privacy notice, "Your rights"). Staff download the export as a ZIP to
// send on (personal-data.json and the CVs they sent), or erase everything after a
// confirmation. The retention periods are kept by the server itself, daily; the screen
// says so, from the same numbers as the notice.

import type { ErasureCounts } from "@site/contracts/staff";
import { STAFF_API } from "@site/contracts/staff";
import { RETENTION } from "@site/contracts/privacy";
import { useRef, useState, type FormEvent } from "react";
import { ApiError, post, postForBlob } from "../api";
import { refusalProblems, useAction, useFormProblems } from "../hooks";
import { useScreen } from "../screen";
import { Button } from "../ui/Button";
import { Dialog } from "../ui/Dialog";
import { Field } from "../ui/Field";
import { ErrorSummary, Status } from "../ui/Messages";

const looksLikeAddress = (text: string) => /^[^\s@]+@[^\s@]+$/.test(text);

const EXPORT_FILE_NAME = "personal-data.zip";
const NOTHING_DONE = "Nothing was done";

/** Hands the export to the browser to save; the page never opens it. */
function download(zip: Blob) {
  const url = URL.createObjectURL(zip);
  const link = document.createElement("a");
  link.href = url;
  link.download = EXPORT_FILE_NAME;
  link.click();
  // Not at once: some browsers read the URL only after click() returns, and a revoked one
  // cancels the download. Until then it holds the ZIP in memory.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const STAFF_ACCOUNT_KEPT =
  "A staff account has this address; it was kept: staff accounts are erased from the shell (npm run privacy -- erase).";

/** What an erasure did, in words: what was deleted, or that nothing was held. */
export function describeErasure(address: string, counts: ErasureCounts): string {
  const { contactMessages, applications, cvs, mails, mailFiles } = counts;
  const erased =
    contactMessages + applications + cvs + mails + mailFiles === 0
      ? `Nothing was held under ${address}: nothing was erased.`
      : `Erased ${count(contactMessages, "contact message", "contact messages")}, ${count(applications, "application", "applications")}, ` +
        `${count(cvs, "CV", "CVs")}, ${count(mails, "mail record", "mail records")} and ${count(mailFiles, "mail file", "mail files")} held under ${address}.`;
  return counts.staffAccountKept ? `${erased} ${STAFF_ACCOUNT_KEPT}` : erased;
}

export function Privacy() {
  const heading = useScreen("Privacy requests");
  const [email, setEmail] = useState("");
  const [status, setStatus] = useState("");
  const [confirming, setConfirming] = useState(false);
  const { errors, general, setErrors, setGeneral, formRef, showProblems } = useFormProblems();
  const [busy, run] = useAction();
  const cancelRef = useRef<HTMLButtonElement>(null);

  const address = email.trim();
  const problems = (): Record<string, string> =>
    looksLikeAddress(address) ? {} : { email: "Enter the person's e-mail address, like name@example.com." };
  const [summaryTitle, setSummaryTitle] = useState(NOTHING_DONE);
  const fail = (error: unknown) => {
    // Nothing held under the address (404) is an answer, not a failed download.
    setSummaryTitle(error instanceof ApiError && error.status === 404 ? "Nothing to download" : NOTHING_DONE);
    showProblems(...refusalProblems(error, ["email"]));
  };
  const invalid = (fields: Record<string, string>) => {
    setSummaryTitle(NOTHING_DONE);
    showProblems(fields, []);
  };
  const clear = () => {
    setErrors({});
    setGeneral([]);
  };

  const exportData = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(async () => {
      if (Object.keys(problems()).length > 0) return invalid(problems());
      setStatus("");
      try {
        download(await postForBlob(STAFF_API.privacyExport, { email: address }));
        clear();
        setStatus(`The data held about ${address} was downloaded as ${EXPORT_FILE_NAME}.`);
      } catch (error) {
        fail(error);
      }
    });
  };

  const askToErase = () => {
    if (Object.keys(problems()).length > 0) return invalid(problems());
    clear();
    setConfirming(true);
  };

  const erase = () =>
    void run(async () => {
      try {
        const counts = await post<ErasureCounts>(STAFF_API.privacyErase, { email: address });
        setConfirming(false);
        setEmail("");
        clear();
        setStatus(describeErasure(address, counts));
      } catch (error) {
        setConfirming(false);
        fail(error);
      }
    });

  const summary = [...general, ...(errors.email ? [errors.email] : [])];
  return (
    <>
      <h1 ref={heading} tabIndex={-1}>
        Privacy requests
      </h1>
      <p>
        The server deletes contact messages {RETENTION.contactMessagesMonths} months and applications{" "}
        {RETENTION.applicationsMonths} months after they arrive, as the privacy notice says, every day by
        itself. Here you answer a person who asks for a copy of their data, or for its erasure.
      </p>
      <form
        ref={formRef}
        className="form panel"
        aria-labelledby="privacy-heading"
        noValidate
        onSubmit={exportData}
      >
        <h2 id="privacy-heading">Find a person's data</h2>
        <ErrorSummary title={summaryTitle} messages={summary} />
        <Field
          id="privacy-email"
          label="Their e-mail address"
          hint="The address they used in the form."
          error={errors.email}
        >
          {(control) => (
            <input
              {...control}
              className="input"
              type="email"
              name="email"
              autoComplete="off"
              required
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          )}
        </Field>
        <div className="actions">
          <Button type="submit" busy={busy && !confirming}>
            Download their data
          </Button>
          <Button variant="danger" onClick={askToErase}>
            Erase their data
          </Button>
        </div>
      </form>
      <Status message={status} />
      <Dialog
        open={confirming}
        title="Erase this person's data?"
        busy={busy}
        initialFocus={cancelRef}
        onClose={() => setConfirming(false)}
      >
        <p>
          Everything held about {address} is deleted: their messages and applications with any CVs, and their
          mail (a mail not yet sent is cancelled). This cannot be undone. A staff account of that address is
          kept: staff accounts are erased from the shell. The audit trail records that an erasure happened,
          without the address.
        </p>
        <div className="actions">
          <Button variant="danger" busy={busy} onClick={erase}>
            Erase
          </Button>
          <Button ref={cancelRef} variant="secondary" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
        </div>
      </Dialog>
    </>
  );
}
