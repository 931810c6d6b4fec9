// `npm run events -- add|list|remove|remove-samples`: the staff's way to keep the
// gallery alive. Same environment as the server (DATA_DIR or DATABASE_URL), so it
// changes the very database the server reads; the server shows the change within a
// second or two (its list cache watches events_version), no restart needed.
//
// Exit codes: 0 done; 1 refused (bad input, missing event, database unreachable), with
// a one-line "Error: ..." on stderr; 2 usage error, with the usage text.

import path from "node:path";
import { EVENT_ALT_MAX_LENGTH, EVENT_TITLE_MAX_LENGTH } from "@site/contracts";
import { recordAudit } from "../audit/trail.js";
import { addEvent, EventInputError, type EventField } from "../events/add-event.js";
import { CONTENT_TYPES, MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS } from "../images/renditions.js";
import { imageUrl } from "../events/list-cache.js";
import { deleteEvent, deleteSampleEvents, findEvent, listEvents, type StoredImage } from "../events/store.js";
import { formatTable } from "./text-table.js";
import {
  parse,
  Refusal,
  runCommandLine,
  shellActor,
  UsageError,
  type CliIo,
  type Command,
  type Run,
} from "./command-line.js";

export const USAGE = `Usage: npm run events -- <command> [options]

Commands:
  add --title TEXT --date YYYY-MM-DD --image FILE [--description TEXT] [--alt TEXT]
                   Add an event. The image: JPEG, PNG or WebP, at most ${MAX_IMAGE_BYTES / 1024 / 1024} MB
                   and ${MAX_IMAGE_PIXELS / 1e6} megapixels. Title: at most ${EVENT_TITLE_MAX_LENGTH} characters.
                   --alt: what the picture shows, for people who cannot see it (one
                   line, at most ${EVENT_ALT_MAX_LENGTH} characters); the title when not given.
                   More pictures, alt texts and focal points: in the staff console.
  list [--json]    The events, newest first: a table, or JSON with --json.
  remove ID        Delete the event with this id and its images.
  remove-samples   Delete the sample events a new database starts with.
  help             This text.

The database is the server's: SQLite in DATA_DIR (default ./data), or PostgreSQL
when DATABASE_URL is set. The site shows changes within seconds, without a restart.
`;

export type { CliIo } from "./command-line.js";

const FLAGS: Record<EventField, string> = {
  title: "--title",
  date: "--date",
  description: "--description",
  image: "--image",
  alt: "--alt",
  focus: "--focus",
};

// Each command checks its arguments first (usage errors need no database), then
// returns what to run once the database is open.

function add(args: string[], io: CliIo): Run {
  const { values } = parse(
    args,
    {
      title: { type: "string" },
      date: { type: "string" },
      image: { type: "string" },
      description: { type: "string" },
      alt: { type: "string" },
    },
    0,
  );
  const missing = (["title", "date", "image"] as const).filter((name) => values[name] === undefined);
  if (missing.length > 0) throw new UsageError(`add needs ${missing.map((name) => FLAGS[name]).join(", ")}`);

  const image = String(values.image);
  return async (db) => {
    try {
      const added = await addEvent(db, {
        title: String(values.title),
        date: String(values.date),
        description: values.description === undefined ? undefined : String(values.description),
        imagePath: path.resolve(io.cwd, image),
        alt: values.alt === undefined ? undefined : String(values.alt),
      });
      await recordAudit(
        db,
        {
          ...shellActor(),
          action: "event.add",
          subject: `event ${added.id}`,
          details: { title: added.title, date: added.date },
        },
        new Date(),
      );
      io.stdout(
        `Added event ${added.id}: ${JSON.stringify(added.title)} (${added.date}), ${added.images} image files.\n`,
      );
    } catch (error) {
      if (error instanceof EventInputError) {
        // The message quotes the resolved path; show what the user typed.
        const message = error.message.replace(
          JSON.stringify(path.resolve(io.cwd, image)),
          JSON.stringify(image),
        );
        throw new Refusal(`${FLAGS[error.field]} ${message}`);
      }
      throw error;
    }
  };
}

const describeImage = (image: StoredImage) => ({
  url: imageUrl(image.hash, image.format),
  type: CONTENT_TYPES[image.format],
  width: image.width,
  height: image.height,
  bytes: image.size,
});

function list(args: string[], io: CliIo): Run {
  const { values } = parse(args, { json: { type: "boolean" } }, 0);
  return async (db) => {
    const events = await listEvents(db);
    if (values.json) {
      const json = events.map((event) => ({
        id: event.id,
        date: event.date,
        title: event.title,
        description: event.description,
        sample: event.sample,
        createdAt: event.createdAt,
        // The first picture's, as before an event had several; then every picture.
        images: (event.pictures[0]?.images ?? []).map(describeImage),
        pictures: event.pictures.map((picture) => ({
          id: picture.id,
          alt: picture.alt,
          focus: picture.focus,
          images: picture.images.map(describeImage),
        })),
      }));
      io.stdout(`${JSON.stringify(json, null, 2)}\n`);
      return;
    }
    if (events.length === 0) {
      io.stdout(
        "No events. Add one with: npm run events -- add --title TEXT --date YYYY-MM-DD --image FILE\n",
      );
      return;
    }
    const rows = [
      ["ID", "DATE", "PICTURES", "IMAGES", "TITLE"],
      ...events.map((event) => [
        String(event.id),
        event.date,
        String(event.pictures.length),
        String(event.pictures.reduce((sum, picture) => sum + picture.images.length, 0)),
        event.sample ? `${event.title} [sample]` : event.title,
      ]),
    ];
    io.stdout(`${formatTable(rows, new Set([0, 2, 3]))}\n`);
  };
}

function remove(args: string[], io: CliIo): Run {
  const { positionals } = parse(args, {}, 1);
  const raw = positionals[0];
  if (raw === undefined) throw new UsageError("remove needs the id of an event (see `list`)");
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(Number(raw)) || Number(raw) < 1) {
    throw new UsageError(`remove needs an event id, a positive whole number (got ${JSON.stringify(raw)})`);
  }
  const id = Number(raw);
  return async (db) => {
    // Named in the trail by its title (public), as it will be gone when the trail is read.
    const title = (await findEvent(db, id))?.title;
    if (!(await deleteEvent(db, id))) throw new Refusal(`there is no event with id ${id} (see \`list\`)`);
    await recordAudit(
      db,
      {
        ...shellActor(),
        action: "event.remove",
        subject: `event ${id}`,
        ...(title === undefined ? {} : { details: { title } }),
      },
      new Date(),
    );
    io.stdout(`Removed event ${id} and its images.\n`);
  };
}

function removeSamples(args: string[], io: CliIo): Run {
  parse(args, {}, 0);
  return async (db) => {
    const count = await deleteSampleEvents(db);
    if (count > 0)
      await recordAudit(
        db,
        { ...shellActor(), action: "event.remove-samples", subject: "sample events", details: { count } },
        new Date(),
      );
    io.stdout(
      count === 0
        ? "No sample events to remove.\n"
        : `Removed ${count} sample event${count === 1 ? "" : "s"}.\n`,
    );
  };
}

const COMMANDS = { add, list, remove, "remove-samples": removeSamples } satisfies Record<string, Command>;

/** Runs one command; resolves with the exit code. Never throws. */
export function runEventsCli(argv: readonly string[], io: CliIo): Promise<number> {
  return runCommandLine(argv, io, { usage: USAGE, commands: COMMANDS });
}
