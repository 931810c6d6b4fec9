// The gallery screen: add an event with its picture, and the events as the public
// gallery shows them, newest first, each with Edit and Remove. Changes show at once in
// the list and are confirmed in the status line. An edit the end of a session
// interrupted opens again once the member is back, with what they typed.

import type { StaffEvent } from "@site/contracts/staff";
import { STAFF_API } from "@site/contracts/staff";
import { useRef, useState } from "react";
import { errorMessages } from "../api";
import { formatDate } from "../format";
import { useLoad } from "../hooks";
import { useScreen } from "../screen";
import { Button } from "../ui/Button";
import { ErrorSummary, Status } from "../ui/Messages";
import { useKeptNames } from "../work-kept";
import { AddEventForm } from "./AddEventForm";
import { sortEvents } from "./event-fields";
import { EDIT_KEPT, EditEventDialog, RemoveEventDialog } from "./EventDialogs";

function EventCard({
  event,
  onEdit,
  onRemove,
}: {
  event: StaffEvent;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const titleId = `event-${event.id}-title`;
  return (
    <li className="card event-card">
      {event.thumbnail ? (
        <img
          className="event-thumbnail"
          src={event.thumbnail}
          alt=""
          width={160}
          height={120}
          loading="lazy"
          decoding="async"
        />
      ) : (
        <div className="event-thumbnail event-no-picture">No picture</div>
      )}
      <div className="event-body">
        <h3 id={titleId} className="event-title">
          {event.title}
        </h3>
        <p className="meta">
          <time dateTime={event.date}>{formatDate(event.date)}</time>
          {event.pictures.length > 1 ? <span className="tag">{event.pictures.length} pictures</span> : null}
          {event.sample ? <span className="tag">Sample</span> : null}
        </p>
        {event.description ? <p className="event-description">{event.description}</p> : null}
        <div className="actions">
          <Button variant="secondary" aria-describedby={titleId} onClick={onEdit}>
            Edit
          </Button>
          <Button variant="danger" aria-describedby={titleId} onClick={onRemove}>
            Remove
          </Button>
        </div>
      </div>
    </li>
  );
}

export function Gallery() {
  const heading = useScreen("Gallery");
  const events = useLoad<StaffEvent[]>(STAFF_API.events);
  const [editing, setEditing] = useState<StaffEvent | null>(null);
  // The event whose edit was interrupted, if any: its dialog opens once the list is here.
  const [kept] = useKeptNames(EDIT_KEPT);
  const [resumeId, setResumeId] = useState(() =>
    kept === undefined ? null : Number(kept.slice(EDIT_KEPT.length)),
  );
  const [removing, setRemoving] = useState<StaffEvent | null>(null);
  const [status, setStatus] = useState("");
  const listHeading = useRef<HTMLHeadingElement>(null);

  const added = (event: StaffEvent) =>
    events.update((list) => sortEvents([event, ...list.filter((e) => e.id !== event.id)]));

  const edit = (event: StaffEvent | null) => {
    setResumeId(null);
    setEditing(event);
  };

  const saved = (event: StaffEvent) => {
    events.update((list) => sortEvents(list.map((e) => (e.id === event.id ? event : e))));
    edit(null);
    setStatus(`Event “${event.title}” saved.`);
  };

  // Saved at once from the edit dialog, which stays open on the event as it is now.
  const picturesChanged = (event: StaffEvent) => {
    events.update((list) => list.map((e) => (e.id === event.id ? event : e)));
    edit(event);
  };

  const removed = (event: StaffEvent, alreadyGone: boolean) => {
    events.update((list) => list.filter((e) => e.id !== event.id));
    setRemoving(null);
    setStatus(
      alreadyGone ? `Event “${event.title}” had already been removed.` : `Event “${event.title}” removed.`,
    );
  };

  const list = events.data;
  const editingNow = editing ?? list?.find((event) => event.id === resumeId) ?? null;
  return (
    <>
      <h1 ref={heading} tabIndex={-1}>
        Gallery
      </h1>
      <p className="lead">The events the public gallery shows, newest first.</p>
      <section className="panel">
        <AddEventForm onAdded={added} />
      </section>
      <section>
        <h2 id="events-heading" ref={listHeading} tabIndex={-1}>
          Events
        </h2>
        <Status message={events.loading && !list ? "Loading events…" : status} />
        <ErrorSummary
          title="Could not load the events"
          messages={events.error ? errorMessages(events.error) : []}
        />
        {events.error ? <Button onClick={events.reload}>Try again</Button> : null}
        {list && list.length === 0 ? (
          <p>No events yet. The first one you add appears here and in the public gallery.</p>
        ) : null}
        {list && list.length > 0 ? (
          <ul className="card-list">
            {list.map((event) => (
              <EventCard
                key={event.id}
                event={event}
                onEdit={() => edit(event)}
                onRemove={() => setRemoving(event)}
              />
            ))}
          </ul>
        ) : null}
      </section>
      <EditEventDialog
        event={editingNow}
        onSaved={saved}
        onPicturesChanged={picturesChanged}
        onClose={() => edit(null)}
      />
      <RemoveEventDialog
        event={removing}
        onRemoved={removed}
        onClose={() => setRemoving(null)}
        fallbackFocus={listHeading}
      />
    </>
  );
}
