// What the console's JSON bodies and forms hold, read without trusting their shape:
// a field of a body that may be anything, and a one-line name as staff type it.

// Control characters: never part of a name shown in a table or an address.
export const CONTROL = /[\u0000-\u001F\u007F]/;

/** The field `name` of a body that may be anything (undefined when it is not an object). */
export const bodyField = (body: unknown, name: string): unknown =>
  typeof body === "object" && body !== null ? (body as Record<string, unknown>)[name] : undefined;

/** The field `name` of a body when it is a string, else "". */
export const bodyText = (body: unknown, name: string): string => {
  const value = bodyField(body, name);
  return typeof value === "string" ? value : "";
};

/**
 * A name as typed (trimmed): 1 to `max` characters on one line, else undefined. The
 * length is checked before anything else reads the text, so a huge one costs nothing.
 */
export function oneLineName(raw: string, max: number): string | undefined {
  if (raw.length > max * 4) return undefined;
  const name = raw.trim();
  if (name.length === 0 || name.length > max || CONTROL.test(name)) return undefined;
  return name;
}
