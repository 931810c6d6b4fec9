// A document's schedule, in the editor, for the members who publish it: when the server
// publishes the saved draft by itself (a go-live at 9:00) and, for an item, when it retires
// it (an event that expires). Times are read and shown in the company's time zone, India's,
// and the screen says so whatever the browser's own zone. What is scheduled is listed with
// a way to cancel each, and a scheduled change that failed says why. A job opening closes
// by itself at the end of its closing date, which the panel says too.

import type { ContentSchedule, ScheduledAction, ScheduledChange } from "@site/contracts/staff";
import { COMPANY_TIME_ZONE, COMPANY_UTC_OFFSET, STAFF_API, staffApiPath } from "@site/contracts/staff";
import { useEffect, useRef, useState, type FormEvent, type RefObject } from "react";
import { ApiError, errorMessages, put, request, withQuery } from "../api";
import { useAction, useFormProblems, useLoad } from "../hooks";
import { Button } from "../ui/Button";
import { Dialog } from "../ui/Dialog";
import { errorsByField, Field } from "../ui/Field";
import { SaveOrCancel } from "../ui/FormActions";
import { ErrorSummary, Status } from "../ui/Messages";

/** How the screen names the time zone of every time it shows and reads. */
export const ZONE_WORDS = "India time";

const indiaTime = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "long",
  timeStyle: "short",
  timeZone: COMPANY_TIME_ZONE,
});

/** "1 May 2026 at 09:00 India time" for an ISO time. */
export function inIndia(iso: string): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? iso : `${indiaTime.format(at)} ${ZONE_WORDS}`;
}

/** The company's offset from UTC in minutes (India keeps no summer time: one offset all year). */
const OFFSET_MINUTES = (() => {
  const [hours = "0", minutes = "0"] = COMPANY_UTC_OFFSET.slice(1).split(":");
  return (COMPANY_UTC_OFFSET.startsWith("-") ? -1 : 1) * (Number(hours) * 60 + Number(minutes));
})();

/** An ISO time as the date and time fields show it in India: `{date: "2026-05-01", time: "09:00"}`. */
export function fieldsOf(iso: string): { date: string; time: string } {
  const local = new Date(Date.parse(iso) + OFFSET_MINUTES * 60_000).toISOString();
  return { date: local.slice(0, 10), time: local.slice(11, 16) };
}

/** What the date and time fields say, as the API takes it: with India's offset. */
export const timeOf = ({ date, time }: { date: string; time: string }) =>
  `${date}T${time}${COMPANY_UTC_OFFSET}`;

interface When {
  date: string;
  time: string;
}

const EMPTY: When = { date: "", time: "" };
const FIELD_OF: Record<ScheduledAction, "publishAt" | "retireAt"> = {
  publish: "publishAt",
  retire: "retireAt",
};

export function SchedulePanel({
  type,
  id,
  version,
  hasDraft,
  published,
  itemNoun,
  dirty,
  fallbackFocus,
}: {
  type: string;
  id: string;
  /** The document's version now: a scheduled publish of another one will not happen. */
  version: number;
  hasDraft: boolean;
  published: boolean;
  /** What one item of its collection is called, when it is an item (which may be retired). */
  itemNoun: string | null;
  /** Changes not saved yet: a scheduled publish publishes the saved draft only. */
  dirty: boolean;
  fallbackFocus: RefObject<HTMLElement | null>;
}) {
  const path = staffApiPath(STAFF_API.contentSchedule, { type, id });
  const loaded = useLoad<ContentSchedule>(path);
  const { reload } = loaded;
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState("");
  const [problems, setProblems] = useState<string[]>([]);
  const [busy, run] = useAction();
  // A save, publish or retirement in the editor may change what is still scheduled.
  const shownVersion = useRef(version);
  useEffect(() => {
    if (shownVersion.current === version) return;
    shownVersion.current = version;
    reload();
  }, [version, reload]);
  const schedule = loaded.data;

  const cancel = (change: ScheduledChange) =>
    run(async () => {
      setProblems([]);
      try {
        const answer = await request<ContentSchedule>("DELETE", withQuery(path, { action: change.action }));
        loaded.update(() => answer);
        setStatus(
          change.action === "publish"
            ? "The scheduled publish is cancelled."
            : "The scheduled retirement is cancelled.",
        );
      } catch (error) {
        setProblems(errorMessages(error));
      }
    });

  const saved = (answer: ContentSchedule) => {
    loaded.update(() => answer);
    setOpen(false);
    const said = [
      answer.publish ? `the draft will be published on ${inIndia(answer.publish.at)}` : "",
      answer.retire ? `it will be retired on ${inIndia(answer.retire.at)}` : "",
    ].filter(Boolean);
    setStatus(said.length > 0 ? `Scheduled: ${said.join(", and ")}.` : "Nothing is scheduled now.");
  };

  const canRetire = itemNoun !== null && (published || hasDraft);
  return (
    <section className="panel schedule" aria-labelledby="schedule-heading">
      <h2 id="schedule-heading">Schedule</h2>
      {schedule?.closesAt ? (
        <p className="note">
          This job opening closes by itself at the end of its closing date, {inIndia(schedule.closesAt)}: the
          server then takes it off the site, and its page says the position is gone. To keep it open longer,
          change its closing date and publish it.
        </p>
      ) : null}
      <Status message={status} />
      <ErrorSummary title="The schedule was not changed" messages={problems} />
      {loaded.error ? <p className="note">What is scheduled could not be loaded.</p> : null}
      {schedule && (schedule.publish || schedule.retire) ? (
        <ul className="schedule-list">
          {[schedule.publish, schedule.retire].map((change) =>
            change ? (
              <li key={change.action}>
                <ScheduledWords change={change} version={version} hasDraft={hasDraft} />
                <Button variant="secondary" busy={busy} onClick={() => void cancel(change)}>
                  {change.action === "publish" ? "Cancel the publish" : "Cancel the retirement"}
                </Button>
              </li>
            ) : null,
          )}
        </ul>
      ) : schedule ? (
        <p className="note">
          Nothing is scheduled.{" "}
          {itemNoun
            ? "The server can publish the saved draft, or retire this item, at a time you choose."
            : "The server can publish the saved draft at a time you choose."}
        </p>
      ) : null}
      {dirty ? (
        <p className="note">Save the draft first: a scheduled publish publishes the saved draft.</p>
      ) : (
        <Button variant="secondary" onClick={() => setOpen(true)} disabled={!schedule}>
          Schedule…
        </Button>
      )}
      <Dialog open={open} title="Schedule" onClose={() => setOpen(false)} fallbackFocus={fallbackFocus}>
        {schedule ? (
          <ScheduleForm
            path={path}
            schedule={schedule}
            canPublish={hasDraft}
            canRetire={canRetire}
            itemNoun={itemNoun}
            onSaved={saved}
            onCancel={() => setOpen(false)}
          />
        ) : null}
      </Dialog>
    </section>
  );
}

/** One scheduled change in words: when, by whom, and why it will not happen if it will not. */
function ScheduledWords({
  change,
  version,
  hasDraft,
}: {
  change: ScheduledChange;
  version: number;
  hasDraft: boolean;
}) {
  const what =
    change.action === "publish"
      ? `The draft (version ${change.version}) will be published on ${inIndia(change.at)}.`
      : `It will be retired on ${inIndia(change.at)}: visitors will no longer see it.`;
  const stale = change.action === "publish" && change.version !== version && change.failure === null;
  return (
    <>
      <p>
        {what} Set by {change.setBy}.
      </p>
      {stale ? (
        <p className="field-error">
          {hasDraft
            ? "The draft has changed since it was scheduled, so it will not be published. Schedule it again to publish the draft as it is now."
            : "There is no draft any more (it was published or discarded): nothing will be published then."}
        </p>
      ) : null}
      {change.failure ? (
        <p className="field-error">
          {change.failure.willRetry
            ? `The last attempt failed: ${change.failure.reason} The server tries again in a few minutes.`
            : `It was not done: ${change.failure.reason}`}
        </p>
      ) : null}
    </>
  );
}

/** The date and time of one change, in India, with what leaving them empty does. */
function TimeFields({
  legend,
  idPrefix,
  hint,
  value,
  error,
  onChange,
}: {
  legend: string;
  idPrefix: string;
  hint: string;
  value: When;
  error: string | undefined;
  onChange: (value: When) => void;
}) {
  return (
    <fieldset className="choices schedule-time">
      <legend className="field-label">{legend}</legend>
      <p className="field-hint">{hint}</p>
      <Field id={`${idPrefix}-date`} label="Date" error={error}>
        {(control) => (
          <input
            {...control}
            className="input"
            type="date"
            value={value.date}
            onChange={(event) => onChange({ ...value, date: event.target.value })}
          />
        )}
      </Field>
      <Field id={`${idPrefix}-time`} label={`Time (${ZONE_WORDS})`}>
        {(control) => (
          <input
            {...control}
            className="input"
            type="time"
            value={value.time}
            onChange={(event) => onChange({ ...value, time: event.target.value })}
          />
        )}
      </Field>
    </fieldset>
  );
}

function ScheduleForm({
  path,
  schedule,
  canPublish,
  canRetire,
  itemNoun,
  onSaved,
  onCancel,
}: {
  path: string;
  schedule: ContentSchedule;
  canPublish: boolean;
  canRetire: boolean;
  itemNoun: string | null;
  onSaved: (schedule: ContentSchedule) => void;
  onCancel: () => void;
}) {
  const [publish, setPublish] = useState<When>(() =>
    schedule.publish ? fieldsOf(schedule.publish.at) : EMPTY,
  );
  const [retire, setRetire] = useState<When>(() => (schedule.retire ? fieldsOf(schedule.retire.at) : EMPTY));
  const { errors, general, formRef, showProblems } = useFormProblems();
  const [busy, run] = useAction();
  const showPublish = canPublish || schedule.publish !== null;
  const showRetire = canRetire || schedule.retire !== null;

  /** A field's value for the request: a time, null to cancel what is scheduled, absent to leave it. */
  const sent = (when: When, scheduled: ScheduledChange | null): string | null | undefined => {
    if (when.date === "" && when.time === "") return scheduled ? null : undefined;
    return timeOf(when);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(async () => {
      const missing: Record<string, string> = {};
      for (const [field, when, shown] of [
        ["publishAt", publish, showPublish],
        ["retireAt", retire, showRetire],
      ] as const)
        if (shown && (when.date === "") !== (when.time === ""))
          missing[field] = "Give both a date and a time.";
      if (Object.keys(missing).length > 0) return showProblems(missing, []);
      const body = {
        ...(showPublish ? { publishAt: sent(publish, schedule.publish) } : {}),
        ...(showRetire ? { retireAt: sent(retire, schedule.retire) } : {}),
      };
      if (Object.values(body).every((value) => value === undefined)) return onCancel();
      try {
        onSaved(await put<ContentSchedule>(path, body));
      } catch (error) {
        const byField = error instanceof ApiError ? errorsByField(error.errors) : {};
        const placed = Object.fromEntries(
          Object.values(FIELD_OF)
            .filter((field) => field in byField)
            .map((field) => [field, byField[field]!]),
        );
        showProblems(placed, error instanceof ApiError ? error.generalMessages : errorMessages(error));
      }
    });
  };

  const summary = [
    ...general,
    ...Object.values(FIELD_OF).flatMap((field) => (errors[field] ? [errors[field]] : [])),
  ];
  return (
    <form ref={formRef} className="form" aria-label="Schedule" noValidate onSubmit={submit}>
      <p>
        Times are {ZONE_WORDS} (IST, UTC{COMPANY_UTC_OFFSET}), wherever you are. The server makes the change
        within a quarter of a minute of it.
      </p>
      <ErrorSummary title="Nothing was scheduled" messages={summary} />
      {showPublish ? (
        <TimeFields
          legend="Publish the draft at"
          idPrefix="schedule-publish"
          hint="The saved draft as it is now goes on the site then. Leave both empty for no scheduled publish."
          value={publish}
          error={errors["publishAt"]}
          onChange={setPublish}
        />
      ) : (
        <p className="note">There is no saved draft to publish.</p>
      )}
      {showRetire ? (
        <TimeFields
          legend="Retire at"
          idPrefix="schedule-retire"
          hint={`Visitors no longer see this ${itemNoun ?? "item"} from then, and its addresses lead on, as when it is retired by hand. Leave both empty for no scheduled retirement.`}
          value={retire}
          error={errors["retireAt"]}
          onChange={setRetire}
        />
      ) : null}
      <SaveOrCancel busy={busy} label="Schedule" onCancel={onCancel} />
    </form>
  );
}
