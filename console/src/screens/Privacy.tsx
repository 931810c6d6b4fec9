// Privacy requests: a person asks what we hold about their e-mail address, or asks us to
// erase it (the privacy notice, "Your rights"). Staff first find what is held (when each
// message and application came and what about, which staff inboxes were mailed a copy, a
// staff account), so they see what they are about to send or delete, and that nothing is
// held when nothing is: then there is nothing to download or erase. The export is a ZIP to
// send on (summary.html for the person to read, personal-data.json, their CVs); an erasure
// comes after a confirmation and ends with the copies in staff inboxes, which it cannot
// reach. The request's reference goes into the audit trail with each step. The retention
// periods are kept by the server itself, daily; the screen says so, from the same numbers
// as the notice. The address and reference typed are kept for a sign-in (work-kept.ts).

import type { ErasureCounts, MailCopy, PrivacyFindings } from "@site/contracts/staff";
import { PRIVACY_REFERENCE_MAX, STAFF_API } from "@site/contracts/staff";
import { RETENTION } from "@site/contracts/privacy";
import { useRef, useState, type FormEvent } from "react";
import { ApiError, post, postForBlob } from "../api";
import { formatDateTime, KIND_WORDS } from "../format";
import { refusalProblems, useAction, useFormProblems } from "../hooks";
import { useScreen } from "../screen";
import { Button } from "../ui/Button";
import { Dialog } from "../ui/Dialog";
import { Field } from "../ui/Field";
import { ErrorSummary, Status } from "../ui/Messages";
import { RestoredNote } from "../ui/RestoredNote";
import { useKeptState } from "../work-kept";

const looksLikeAddress = (text: string) => /^[^\s@]+@[^\s@]+$/.test(text);

const EXPORT_FILE_NAME = "personal-data.zip";
const NOTHING_DONE = "Nothing was done";
const FIELDS = ["email", "reference"];

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

/** Where a copy went and when: "the careers inbox (hr@example.com) on 20 Nov 2026, 09:30". */
const copyWords = (copy: MailCopy) =>
  `${KIND_WORDS[copy.kind]} to ${copy.inbox}${copy.sentAt === null ? " (not sent yet)" : `, sent ${formatDateTime(copy.sentAt)}`}`;

/**
 * The copies an erasure could not reach, for staff to delete by hand: each inbox once,
 * with the dates its copies arrived.
 */
export function copiesReminder(copies: readonly MailCopy[]): string {
  const byInbox = new Map<string, string[]>();
  for (const copy of copies) {
    if (copy.sentAt === null) continue;
    byInbox.set(copy.inbox, [...(byInbox.get(copy.inbox) ?? []), formatDateTime(copy.sentAt)]);
  }
  if (byInbox.size === 0) return "";
  const places = [...byInbox].map(([inbox, dates]) => `${inbox} (${dates.join("; ")})`);
  return `Copies were mailed to ${places.join(" and ")}: delete them there too, and from any mail forwarded from them.`;
}

/** What an erasure did, in words: what was deleted, or that nothing was held, and the copies left to delete. */
export function describeErasure(address: string, counts: ErasureCounts): string {
  const { contactMessages, applications, cvs, mails, mailFiles } = counts;
  const erased =
    contactMessages + applications + cvs + mails + mailFiles === 0
      ? `Nothing was held under ${address}: nothing was erased.`
      : `Erased ${count(contactMessages, "contact message", "contact messages")}, ${count(applications, "application", "applications")}, ` +
        `${count(cvs, "CV", "CVs")}, ${count(mails, "mail record", "mail records")} and ${count(mailFiles, "mail file", "mail files")} held under ${address}.`;
  return [erased, counts.staffAccountKept ? STAFF_ACCOUNT_KEPT : "", copiesReminder(counts.copiesSent)]
    .filter(Boolean)
    .join(" ");
}

/** One kind of record found: its count in the heading, a line each. */
function HeldList({ title, lines }: { title: string; lines: string[] }) {
  return (
    <>
      <h3>
        {title} ({lines.length})
      </h3>
      {lines.length === 0 ? (
        <p>None.</p>
      ) : (
        <ul>
          {lines.map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </ul>
      )}
    </>
  );
}

/** What a look-up found: a list per kind, or that nothing is held. */
function Findings({ findings }: { findings: PrivacyFindings }) {
  if (!findings.found)
    return (
      <p>
        Nothing is held under {findings.email}. Check its spelling, or ask the person for any other address
        they used.
      </p>
    );
  const { contactMessages, applications, mails, staffAccount } = findings;
  return (
    <>
      <HeldList
        title="Contact messages"
        lines={contactMessages.map(
          (message) => `${formatDateTime(message.receivedAt)}: “${message.subject}”`,
        )}
      />
      <HeldList
        title="Job applications"
        lines={applications.map(
          (application) =>
            `${formatDateTime(application.receivedAt)}: ${application.appliedFor}` +
            (application.cv === null ? ", no CV" : `, with the CV ${application.cv}`),
        )}
      />
      <HeldList title="Copies mailed to staff inboxes" lines={mails.map(copyWords)} />
      {staffAccount === null ? null : (
        <>
          <h3>Staff account</h3>
          <p>
            {staffAccount.name} has a staff account with this address. An erasure here keeps it: staff
            accounts are erased from the shell.
          </p>
        </>
      )}
    </>
  );
}

export function Privacy() {
  const heading = useScreen("Privacy requests");
  // Kept for a sign-in, but not work to save: leaving after a look-up asks nothing.
  const [typed, setTyped, restored] = useKeptState(
    "privacy/request",
    { email: "", reference: "" },
    { unsaved: false },
  );
  const { email, reference } = typed;
  const setEmail = (value: string) => setTyped((current) => ({ ...current, email: value }));
  const setReference = (value: string) => setTyped((current) => ({ ...current, reference: value }));
  const [findings, setFindings] = useState<PrivacyFindings | null>(null);
  const [status, setStatus] = useState("");
  const [confirming, setConfirming] = useState(false);
  const { errors, general, setErrors, setGeneral, formRef, showProblems } = useFormProblems();
  const [busy, run] = useAction();
  const cancelRef = useRef<HTMLButtonElement>(null);

  const address = email.trim();
  const problems = (): Record<string, string> => ({
    ...(looksLikeAddress(address)
      ? {}
      : { email: "Enter the person's e-mail address, like name@example.com." }),
    ...(reference.trim().length > PRIVACY_REFERENCE_MAX
      ? {
          reference: `Keep the reference to one line of up to ${PRIVACY_REFERENCE_MAX} characters, like a ticket number.`,
        }
      : {}),
  });
  // What each request sends: the address found, and the reference when there is one.
  const request = (found: string) => ({
    email: found,
    ...(reference.trim() ? { reference: reference.trim() } : {}),
  });
  const [summaryTitle, setSummaryTitle] = useState(NOTHING_DONE);
  const fail = (error: unknown) => {
    // Nothing held under the address (404) is an answer, not a failed download.
    setSummaryTitle(error instanceof ApiError && error.status === 404 ? "Nothing to download" : NOTHING_DONE);
    showProblems(...refusalProblems(error, FIELDS));
  };
  const invalid = (fields: Record<string, string>) => {
    setSummaryTitle(NOTHING_DONE);
    showProblems(fields, []);
  };
  const clear = () => {
    setErrors({});
    setGeneral([]);
  };

  const find = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(async () => {
      if (Object.keys(problems()).length > 0) return invalid(problems());
      setStatus("");
      setFindings(null);
      try {
        const found = await post<PrivacyFindings>(STAFF_API.privacyFind, request(address));
        clear();
        setFindings(found);
      } catch (error) {
        fail(error);
      }
    });
  };

  const exportData = (found: PrivacyFindings) =>
    void run(async () => {
      setStatus("");
      try {
        download(await postForBlob(STAFF_API.privacyExport, request(found.email)));
        clear();
        setStatus(`The data held about ${found.email} was downloaded as ${EXPORT_FILE_NAME}.`);
      } catch (error) {
        fail(error);
      }
    });

  const erase = (found: PrivacyFindings) =>
    void run(async () => {
      try {
        const counts = await post<ErasureCounts>(STAFF_API.privacyErase, request(found.email));
        setConfirming(false);
        setTyped({ email: "", reference: "" });
        setFindings(null);
        clear();
        setStatus(describeErasure(found.email, counts));
      } catch (error) {
        setConfirming(false);
        fail(error);
      }
    });

  const summary = [...general, ...FIELDS.flatMap((field) => (errors[field] ? [errors[field]] : []))];
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
      <form ref={formRef} className="form panel" aria-labelledby="privacy-heading" noValidate onSubmit={find}>
        <h2 id="privacy-heading">Find a person's data</h2>
        <ErrorSummary title={summaryTitle} messages={summary} />
        {restored ? <RestoredNote /> : null}
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
              onChange={(e) => {
                setEmail(e.target.value);
                // What was found is another address's: nothing may act on it any more.
                setFindings(null);
              }}
            />
          )}
        </Field>
        <Field
          id="privacy-reference"
          label="Request reference (optional)"
          hint="A ticket number or the date of their letter, kept in the audit trail with what you do. Not their name."
          error={errors.reference}
        >
          {(control) => (
            <input
              {...control}
              className="input"
              type="text"
              name="reference"
              autoComplete="off"
              maxLength={PRIVACY_REFERENCE_MAX * 2}
              value={reference}
              onChange={(e) => setReference(e.target.value)}
            />
          )}
        </Field>
        <div className="actions">
          <Button type="submit" busy={busy && findings === null}>
            Find what is held
          </Button>
        </div>
      </form>
      {findings === null ? null : (
        <section className="panel" aria-labelledby="findings-heading">
          <h2 id="findings-heading">Held under {findings.email}</h2>
          <Findings findings={findings} />
          {findings.found ? (
            <div className="actions">
              <Button busy={busy && !confirming} onClick={() => exportData(findings)}>
                Download their data
              </Button>
              <Button variant="danger" onClick={() => setConfirming(true)}>
                Erase their data
              </Button>
            </div>
          ) : null}
        </section>
      )}
      <Status message={status} />
      <Dialog
        open={confirming}
        title="Erase this person's data?"
        busy={busy}
        initialFocus={cancelRef}
        onClose={() => setConfirming(false)}
      >
        <p>
          Everything held about {findings?.email} is deleted: their messages and applications with any CVs,
          and their mail (a mail not yet sent is cancelled). This cannot be undone. A staff account of that
          address is kept: staff accounts are erased from the shell. The audit trail records that an erasure
          happened, without the address.
        </p>
        <div className="actions">
          <Button variant="danger" busy={busy} onClick={() => findings && erase(findings)}>
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
