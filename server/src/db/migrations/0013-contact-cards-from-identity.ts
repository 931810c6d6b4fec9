// The Contact and Careers pages take the site identity from where it is published: a
// contact card says what it `shows` (the professional network, the postal address, the
// phone number) instead of holding a copy of it as lines and a link, the map finds the
// identity's address instead of a copy, the careers e-mail button uses the identity's
// address, and the texts name the company, its e-mail addresses and its phone number by
// placeholders ({company}, {phone}…). Every stored version and draft of page/contact and
// page/careers is upgraded (db/content-upgrade.ts); down undoes the shape, with the
// identity as published now.

import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { isObject, upgradeStoredContent, type Json, type TypedContentUpgrade } from "../content-upgrade.js";
import type { Engine } from "../schema.js";

interface Identity {
  company: string;
  legalName: string;
  email: string;
  careersEmail: string;
  phone: { display: string; href: string };
  professionalNetwork: { label: string; url: string };
}

/** Every string in `value`, with each `from` replaced by its `to`, longest first. */
function replaceEverywhere(value: unknown, pairs: readonly (readonly [string, string])[]): unknown {
  if (typeof value === "string")
    return pairs.reduce((text, [from, to]) => (from === "" ? text : text.split(from).join(to)), value);
  if (Array.isArray(value)) return value.map((item) => replaceEverywhere(item, pairs));
  if (isObject(value))
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, replaceEverywhere(item, pairs)]),
    );
  return value;
}

/** The identity's words and the placeholders that now stand for them, longest first. */
const placeholdersOf = (site: Identity): [string, string][] =>
  (
    [
      [site.legalName, "{legalName}"],
      [site.company, "{company}"],
      [site.careersEmail, "{careersEmail}"],
      [site.email, "{email}"],
      [site.phone.display, "{phone}"],
    ] as [string, string][]
  ).sort(([a], [b]) => b.length - a.length);

/** `object` without `keys`. */
const without = (object: Json, ...keys: string[]): Json =>
  Object.fromEntries(Object.entries(object).filter(([key]) => !keys.includes(key)));

/** What a card of the old shape showed, from its link. */
function showsOf(card: Json): "network" | "address" | "phone" {
  const href = isObject(card.link) && typeof card.link.href === "string" ? card.link.href : "";
  if (href.startsWith("tel:")) return "phone";
  if (card.lines !== undefined || href.includes("openstreetmap.org")) return "address";
  return "network";
}

function upgradeContact(data: Json): Json {
  const cards = Array.isArray(data.cards)
    ? data.cards.map((card: unknown) => {
        if (!isObject(card) || "shows" in card) return card;
        return { ...without(card, "lines", "link"), shows: showsOf(card) };
      })
    : data.cards;
  const map = isObject(data.map) ? { title: data.map.title } : data.map;
  return { ...data, cards, map };
}

function upgradeCareers(data: Json): Json {
  if (!isObject(data.howToApply)) return data;
  return { ...data, howToApply: without(data.howToApply, "email") };
}

function upgrade(data: unknown, { id, identity }: { id: string; identity: unknown }): unknown {
  if (!isObject(data) || (id !== "contact" && id !== "careers")) return data;
  const shaped = id === "contact" ? upgradeContact(data) : upgradeCareers(data);
  return identity === undefined ? shaped : replaceEverywhere(shaped, placeholdersOf(identity as Identity));
}

/** What `up` does, also to content exported before it when that is imported. */
export const contactCardsUpgrade: TypedContentUpgrade = { type: "page", upgrade };

const MAP_SEARCH = "https://www.openstreetmap.org/search?query=";

/** The old shape again, the identity written back into the texts. */
function downgrade(data: unknown, { id, identity }: { id: string; identity: unknown }): unknown {
  if (!isObject(data) || (id !== "contact" && id !== "careers") || identity === undefined) return data;
  const site = identity as Identity & {
    address: {
      streetAddress: string;
      area: string;
      locality: string;
      region: string;
      postalCode: string;
      country: string;
    };
  };
  const { address } = site;
  const postal = `${address.streetAddress}, ${address.area}, ${address.locality}, ${address.region} ${address.postalCode}, ${address.country}`;
  const filled = replaceEverywhere(
    data,
    placeholdersOf(site).map(([word, placeholder]) => [placeholder, word] as const),
  ) as Json;
  if (id === "careers")
    return isObject(filled.howToApply)
      ? { ...filled, howToApply: { ...filled.howToApply, email: site.careersEmail } }
      : filled;
  const cards = Array.isArray(filled.cards)
    ? filled.cards.map((card: unknown) => {
        if (!isObject(card)) return card;
        const { shows, ...kept } = card;
        if (shows === "phone") return { ...kept, link: { label: site.phone.display, href: site.phone.href } };
        if (shows === "address")
          return {
            ...kept,
            lines: [
              site.legalName,
              `${address.streetAddress}, ${address.area}`,
              `${address.locality}, ${address.region} ${address.postalCode}`,
              address.country,
            ],
            link: { label: "Open in a map", href: MAP_SEARCH + encodeURIComponent(postal) },
          };
        return {
          ...kept,
          link: {
            label: `${site.company} on ${site.professionalNetwork.label}`,
            href: site.professionalNetwork.url,
          },
        };
      })
    : filled.cards;
  const map = isObject(filled.map) ? { ...filled.map, query: postal } : filled.map;
  return { ...filled, cards, map };
}

export function contactCardsFromIdentityMigration(engine: Engine): Migration {
  return {
    up: (db: Kysely<unknown>) =>
      upgradeStoredContent(db, engine, contactCardsUpgrade.type, contactCardsUpgrade.upgrade),
    down: (db: Kysely<unknown>) => upgradeStoredContent(db, engine, "page", downgrade),
  };
}
