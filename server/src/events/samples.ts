// The sample events a new database starts with, so a fresh checkout shows a working
// gallery. Their pictures are drawn here as SVG and go through the same image pipeline
// as a staff upload. `npm run events -- remove-samples` deletes them (they are marked
// `sample`), and SAMPLE_EVENTS=false leaves a new database empty.
//
// The drawings use shapes only, no text: a machine without fonts draws them the same.

import sharp from "sharp";
import type { OpenedDatabase } from "../db/open.js";
import type { Db } from "../db/schema.js";
import type { SetupLog } from "../db/setup.js";
import { makeEventRenditions } from "./images.js";
import { insertEvent } from "./store.js";

const W = 1200;
const H = 700;

const svg = (background: [string, string], body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${background[0]}"/><stop offset="1" stop-color="${background[1]}"/>
  </linearGradient></defs>
  <rect width="${W}" height="${H}" fill="url(#bg)"/>
  ${body}
</svg>`;

/** Deterministic scatter (no Math.random): the same picture on every machine. */
function confetti(count: number, colours: string[], seed: number): string {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  return Array.from({ length: count }, (_, i) => {
    const x = Math.round(next() * W);
    const y = Math.round(next() * H * 0.9);
    const colour = colours[i % colours.length];
    const angle = Math.round(next() * 180);
    return i % 2
      ? `<circle cx="${x}" cy="${y}" r="${5 + Math.round(next() * 7)}" fill="${colour}" opacity="0.85"/>`
      : `<rect x="${x}" y="${y}" width="18" height="8" rx="2" fill="${colour}" opacity="0.85" transform="rotate(${angle} ${x + 9} ${y + 4})"/>`;
  }).join("");
}

const person = (x: number, y: number, colour: string, scale = 1) =>
  `<g transform="translate(${x} ${y}) scale(${scale})">
    <circle cx="0" cy="-70" r="38" fill="${colour}"/>
    <path d="M-70 40 C-66 -20 -36 -24 0 -24 C36 -24 66 -20 70 40 Z" fill="${colour}"/>
  </g>`;

const DRAWINGS = {
  goLive: () =>
    svg(
      ["#0b3d91", "#1e6fd9"],
      `${confetti(70, ["#ffd166", "#ef476f", "#06d6a0", "#ffffff"], 7)}
      <circle cx="600" cy="760" r="330" fill="#ffffff" opacity="0.08"/>
      <path d="M600 500 C555 570 565 620 600 660 C635 620 645 570 600 500 Z" fill="#ffd166"/>
      <path d="M600 520 C582 565 586 600 600 625 C614 600 618 565 600 520 Z" fill="#ef476f"/>
      <path d="M600 150 C660 210 690 320 680 470 L520 470 C510 320 540 210 600 150 Z" fill="#ffffff"/>
      <circle cx="600" cy="300" r="42" fill="#1e6fd9" stroke="#0b3d91" stroke-width="10"/>
      <path d="M520 400 L450 520 L530 490 Z M680 400 L750 520 L670 490 Z" fill="#ef476f"/>
      <rect x="560" y="470" width="80" height="40" rx="8" fill="#d8dee9"/>
      <circle cx="950" cy="170" r="78" fill="#06d6a0"/>
      <path d="M912 172 L940 200 L992 144" stroke="#ffffff" stroke-width="18" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
    ),
  workshop: () =>
    svg(
      ["#064e3b", "#0f8f6b"],
      `<rect x="250" y="80" width="700" height="380" rx="24" fill="#ffffff"/>
      <rect x="250" y="80" width="700" height="56" rx="24" fill="#d8f3e8"/>
      <rect x="320" y="330" width="80" height="90" rx="6" fill="#0f8f6b"/>
      <rect x="440" y="270" width="80" height="150" rx="6" fill="#1e6fd9"/>
      <rect x="560" y="220" width="80" height="200" rx="6" fill="#ffd166"/>
      <rect x="680" y="170" width="80" height="250" rx="6" fill="#ef476f"/>
      <path d="M330 300 L470 240 L590 190 L720 140" stroke="#064e3b" stroke-width="8" fill="none" stroke-linecap="round"/>
      <rect x="590" y="460" width="20" height="70" fill="#d8dee9"/>
      ${person(300, 660, "#ffd166")}${person(500, 680, "#ffffff")}${person(700, 670, "#ef476f")}${person(900, 660, "#8ecae6")}
      <circle cx="1060" cy="140" r="60" fill="#ffffff" opacity="0.12"/>
      <circle cx="130" cy="560" r="90" fill="#ffffff" opacity="0.08"/>`,
    ),
  anniversary: () =>
    svg(
      ["#3b0764", "#7c3aed"],
      `${confetti(40, ["#ffd166", "#f472b6", "#a7f3d0"], 11)}
      <ellipse cx="600" cy="610" rx="330" ry="40" fill="#000000" opacity="0.18"/>
      <rect x="330" y="420" width="540" height="190" rx="24" fill="#f9a8d4"/>
      <path d="M330 460 Q375 500 420 460 T510 460 T600 460 T690 460 T780 460 T870 460 L870 440 L330 440 Z" fill="#ffffff"/>
      <rect x="410" y="290" width="380" height="150" rx="20" fill="#fbcfe8"/>
      <path d="M410 320 Q447 350 485 320 T560 320 T635 320 T710 320 T790 320 L790 305 L410 305 Z" fill="#ffffff"/>
      ${[0, 1, 2, 3, 4, 5, 6]
        .map(
          (
            i,
          ) => `<rect x="${446 + i * 50}" y="215" width="14" height="75" rx="4" fill="${["#ffd166", "#a7f3d0", "#93c5fd"][i % 3]}"/>
          <path d="M${453 + i * 50} 178 C${443 + i * 50} 195 ${445 + i * 50} 208 ${453 + i * 50} 212 C${461 + i * 50} 208 ${463 + i * 50} 195 ${453 + i * 50} 178 Z" fill="#fb923c"/>`,
        )
        .join("")}
      <ellipse cx="170" cy="220" rx="70" ry="86" fill="#f472b6"/><path d="M170 306 C160 380 190 430 170 520" stroke="#ffffff" stroke-width="3" fill="none"/>
      <ellipse cx="1030" cy="190" rx="70" ry="86" fill="#ffd166"/><path d="M1030 276 C1040 360 1010 420 1030 500" stroke="#ffffff" stroke-width="3" fill="none"/>
      <ellipse cx="1110" cy="290" rx="52" ry="64" fill="#a7f3d0"/><path d="M1110 354 C1120 420 1100 460 1110 530" stroke="#ffffff" stroke-width="3" fill="none"/>`,
    ),
  pongal: () =>
    svg(
      ["#f59e0b", "#fde68a"],
      `<circle cx="980" cy="150" r="90" fill="#fff7ed"/>
      ${Array.from({ length: 12 }, (_, i) => {
        const a = (i * Math.PI) / 6;
        return `<path d="M${980 + Math.cos(a) * 110} ${150 + Math.sin(a) * 110} L${980 + Math.cos(a) * 150} ${150 + Math.sin(a) * 150}" stroke="#fff7ed" stroke-width="12" stroke-linecap="round"/>`;
      }).join("")}
      <rect x="0" y="560" width="${W}" height="140" fill="#92400e" opacity="0.35"/>
      ${[150, 220, 960, 1040]
        .map(
          (
            x,
            i,
          ) => `<path d="M${x} 660 L${x + (i % 2 ? 30 : -30)} 160" stroke="#15803d" stroke-width="22" stroke-linecap="round"/>
          ${[0, 1, 2, 3, 4].map((k) => `<path d="M${x + ((i % 2 ? 30 : -30) * (k + 1)) / 6 - 14} ${660 - (k + 1) * 83} h28" stroke="#bbf7d0" stroke-width="5"/>`).join("")}
          <path d="M${x + (i % 2 ? 30 : -30)} 170 q${i % 2 ? 80 : -80} -60 ${i % 2 ? 140 : -140} -20" stroke="#22c55e" stroke-width="12" fill="none" stroke-linecap="round"/>`,
        )
        .join("")}
      <ellipse cx="600" cy="640" rx="230" ry="30" fill="#78350f" opacity="0.4"/>
      <path d="M420 360 C380 460 400 600 470 630 L730 630 C800 600 820 460 780 360 Z" fill="#b45309"/>
      <rect x="430" y="330" width="340" height="44" rx="22" fill="#92400e"/>
      <path d="M440 340 C450 250 520 270 540 300 C560 230 650 230 665 290 C690 250 760 260 760 340 Z" fill="#fffbeb"/>
      <path d="M470 420 H730 M460 470 H740" stroke="#fde68a" stroke-width="10"/>
      ${[0, 1, 2, 3, 4, 5, 6].map((k) => `<circle cx="${490 + k * 37}" cy="445" r="9" fill="#dc2626"/>`).join("")}`,
    ),
  hackathon: () =>
    svg(
      ["#0f172a", "#334155"],
      `<rect x="260" y="110" width="680" height="420" rx="24" fill="#1e293b" stroke="#64748b" stroke-width="8"/>
      <rect x="290" y="140" width="620" height="360" rx="10" fill="#0b1220"/>
      ${[
        [320, 180, 180, "#38bdf8"],
        [350, 220, 260, "#a78bfa"],
        [350, 260, 200, "#4ade80"],
        [380, 300, 300, "#fbbf24"],
        [380, 340, 160, "#f472b6"],
        [350, 380, 240, "#38bdf8"],
        [320, 420, 120, "#a78bfa"],
        [320, 460, 220, "#4ade80"],
      ]
        .map(([x, y, w, c]) => `<rect x="${x}" y="${y}" width="${w}" height="18" rx="9" fill="${c}"/>`)
        .join("")}
      <path d="M180 560 H1020 L1080 620 H120 Z" fill="#94a3b8"/>
      <path d="M700 230 L650 300 L700 370 M800 230 L850 300 L800 370 M770 215 L730 385" stroke="#e2e8f0" stroke-width="16" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
      <circle cx="1060" cy="150" r="80" fill="#f8fafc"/>
      <circle cx="1060" cy="150" r="66" fill="#fbbf24"/>
      <path d="M1060 150 V100 M1060 150 L1095 170" stroke="#0f172a" stroke-width="10" stroke-linecap="round"/>`,
    ),
  outing: () =>
    svg(
      ["#7dd3fc", "#e0f2fe"],
      `<circle cx="920" cy="170" r="80" fill="#fde047"/>
      <path d="M0 420 C200 300 360 330 520 400 C700 300 900 260 1200 380 V700 H0 Z" fill="#4d7c0f"/>
      <path d="M0 500 C220 420 420 450 620 520 C820 440 1000 430 1200 480 V700 H0 Z" fill="#65a30d"/>
      <path d="M0 600 C300 560 600 570 1200 600 V700 H0 Z" fill="#84cc16"/>
      <ellipse cx="760" cy="600" rx="220" ry="40" fill="#38bdf8" opacity="0.85"/>
      ${[120, 190, 1010, 1080]
        .map(
          (x, i) => `<rect x="${x - 8}" y="${500 - (i % 2) * 20}" width="16" height="50" fill="#713f12"/>
          <path d="M${x - 50} ${510 - (i % 2) * 20} L${x} ${380 - (i % 2) * 20} L${x + 50} ${510 - (i % 2) * 20} Z" fill="#166534"/>`,
        )
        .join("")}
      ${person(380, 640, "#1d4ed8", 0.7)}${person(460, 650, "#b91c1c", 0.7)}${person(540, 645, "#a16207", 0.7)}
      <path d="M300 170 q20 -20 40 0 q20 -20 40 0 M420 120 q16 -16 32 0 q16 -16 32 0" stroke="#334155" stroke-width="5" fill="none" stroke-linecap="round"/>`,
    ),
} as const;

interface SampleEvent {
  title: string;
  date: string;
  description?: string;
  drawing: keyof typeof DRAWINGS;
  /** What the drawing shows: the picture's alt text. */
  alt: string;
}

export const SAMPLE_EVENTS: readonly SampleEvent[] = [
  {
    title: "Go-live: instant payments for a partner bank",
    date: "2025-03-14",
    description:
      "After eight months of integration and testing, the instant payment middleware went live over the weekend. Payments now settle in about ten seconds. Thank you to the bank's team and ours for the late nights.",
    drawing: "goLive",
    alt: "A drawing of a rocket lifting off in a shower of confetti",
  },
  {
    title: "Pongal celebration at the Salem office",
    date: "2025-01-14",
    description:
      "Sugarcane, kolam and sweet pongal cooked in the courtyard: the whole team celebrated the harvest festival together.",
    drawing: "pongal",
    alt: "A drawing of a pot of pongal boiling over between sugarcane stalks",
  },
  {
    title: "Core-banking training workshop",
    date: "2024-11-20",
    description:
      "A three-day hands-on workshop for the operations staff of a client bank: account opening, loan servicing and end-of-day processing on the new core-banking platform.",
    drawing: "workshop",
    alt: "A drawing of people seated before a presentation screen",
  },
  {
    title: "Seven years of building banking software",
    date: "2024-04-05",
    description:
      "Our seventh anniversary: from a team of five to projects in five countries. Cake, speeches and a look at the road ahead.",
    drawing: "anniversary",
    alt: "A drawing of a birthday cake with candles and balloons",
  },
  {
    title: "Team outing to the Yercaud hills",
    date: "2023-12-16",
    drawing: "outing",
    alt: "A drawing of a group of people in front of green hills",
  },
  {
    title: "Regulatory reporting hackathon",
    date: "2023-08-26",
    description:
      "Forty-eight hours, six teams, one question: how fast can a bank file its XBRL returns? The winning prototype cut the run from hours to minutes.",
    drawing: "hackathon",
    alt: "A drawing of a screen full of colourful lines of code",
  },
];

/** Draws and stores the sample events (marked `sample`). Returns how many were added. */
export async function seedSampleEvents(db: Db): Promise<number> {
  // Oldest first, so ids follow the dates like real additions would.
  const ordered = [...SAMPLE_EVENTS].sort((a, b) => a.date.localeCompare(b.date));
  for (const event of ordered) {
    const png = await sharp(Buffer.from(DRAWINGS[event.drawing]())).png().toBuffer();
    // A lighter AVIF effort: seeding happens during a first start, which should be quick.
    const renditions = await makeEventRenditions(png, { avifEffort: 2 });
    await insertEvent(db, {
      title: event.title,
      date: event.date,
      description: event.description,
      sample: true,
      renditions,
      alt: event.alt,
    });
  }
  return ordered.length;
}

/**
 * Gives a database the sample events when this start created it, unless SAMPLE_EVENTS is
 * false: whatever opens a new database first, the server or a staff command, does it once.
 */
export async function seedNewDatabase(
  opened: Pick<OpenedDatabase, "db" | "created">,
  sampleEvents: boolean,
  log: SetupLog,
): Promise<void> {
  if (!opened.created || !sampleEvents) return;
  try {
    // Drawing and encoding the pictures takes seconds on a small machine: say so first.
    log.info("New database: adding sample events to the gallery (a few seconds)…");
    const count = await seedSampleEvents(opened.db);
    log.info(
      `New database: added ${count} sample events (remove them with \`npm run events -- remove-samples\`)`,
    );
  } catch (error) {
    // The gallery works without them; a broken image library should not stop the site.
    log.warn(`Could not add the sample events: ${(error as Error).message}`);
  }
}
