// The placeholder pictures' icons: line drawings in a 400x400 box, stroked with `c` (the
// theme colour) and gold, and which icon stands for each solution, project, milestone and
// video.

import { FONT, GOLD } from "./drawing-kit";

type Icon = (c: string) => string;

const S = (c: string, w = 18) =>
  `stroke="${c}" stroke-width="${w}" fill="none" stroke-linecap="round" stroke-linejoin="round"`;

export const icons: Record<string, Icon> = {
  // a lightning bolt between two exchange arrows
  payment: (c) => `<path d="M60 140 H300 l-40 -36 M300 140 l-40 36" ${S(c)}/>
    <path d="M340 260 H100 l40 -36 M100 260 l40 36" ${S(c)}/>
    <path d="M215 60 L165 205 H225 L180 345 L265 180 H205 Z" fill="${GOLD}" stroke="${c}" stroke-width="10" stroke-linejoin="round"/>`,
  // a person with a plus badge
  onboarding: (c) => `<circle cx="170" cy="140" r="62" ${S(c)}/>
    <path d="M60 340 C70 250 120 220 170 220 C220 220 270 250 280 340" ${S(c)}/>
    <circle cx="300" cy="110" r="58" fill="${GOLD}" stroke="${c}" stroke-width="10"/>
    <path d="M300 80 V140 M270 110 H330" ${S(c, 14)}/>`,
  // a kiosk: screen on a stand with a card slot
  kiosk: (c) => `<rect x="110" y="50" width="180" height="150" rx="18" ${S(c)}/>
    <rect x="140" y="80" width="120" height="80" rx="8" fill="${GOLD}" opacity="0.9"/>
    <path d="M130 200 L110 330 H290 L270 200" ${S(c)}/>
    <path d="M165 250 H235 M90 350 H310" ${S(c)}/>`,
  // a house on a coin: home and personal loans
  loan: (c) => `<circle cx="200" cy="215" r="140" ${S(c)}/>
    <path d="M120 215 L200 140 L280 215" ${S(c)}/>
    <path d="M145 200 V290 H255 V200" ${S(c)}/>
    <rect x="185" y="240" width="30" height="50" fill="${GOLD}"/>`,
  // a clipboard with ticks
  audit: (c) => `<rect x="100" y="70" width="200" height="280" rx="20" ${S(c)}/>
    <rect x="160" y="50" width="80" height="44" rx="10" fill="${GOLD}" stroke="${c}" stroke-width="10"/>
    <path d="M135 160 l18 18 l32 -36 M135 230 l18 18 l32 -36 M135 300 l18 18 l32 -36" ${S(c, 14)}/>
    <path d="M215 165 H265 M215 235 H265 M215 305 H265" ${S(c, 14)}/>`,
  // a safe with a dial
  vault: (c) => `<rect x="70" y="70" width="260" height="250" rx="24" ${S(c)}/>
    <circle cx="200" cy="195" r="70" ${S(c)}/>
    <circle cx="200" cy="195" r="22" fill="${GOLD}"/>
    <path d="M200 125 V150 M200 240 V265 M130 195 H155 M245 195 H270" ${S(c, 12)}/>
    <path d="M110 320 V350 M290 320 V350" ${S(c)}/>`,
  // a document with tags and a bar chart
  xbrl: (c) => `<path d="M100 50 H250 L310 110 V350 H100 Z" ${S(c)}/>
    <path d="M250 50 V110 H310" ${S(c, 12)}/>
    <path d="M150 150 l-30 30 l30 30 M260 150 l30 30 l-30 30" ${S(c, 14)}/>
    <rect x="140" y="280" width="26" height="45" fill="${GOLD}"/><rect x="190" y="250" width="26" height="75" fill="${GOLD}"/><rect x="240" y="225" width="26" height="100" fill="${GOLD}"/>`,
  // a medical cross with a heartbeat line
  hospital: (c) => `<path d="M160 60 H240 V140 H320 V220 H240 V300 H160 V220 H80 V140 H160 Z" ${S(c)}/>
    <path d="M40 330 H140 L165 290 L200 360 L230 310 H360" stroke="${GOLD}" stroke-width="16" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
  // a magnifier over a coin
  aml: (c) => `<circle cx="170" cy="170" r="105" ${S(c)}/>
    <path d="M245 245 L340 340" ${S(c, 30)}/>
    <circle cx="170" cy="170" r="55" fill="${GOLD}"/>
    <path d="M150 150 H190 M150 170 H190 M165 150 C200 150 200 190 165 190 L195 215" stroke="${c}" stroke-width="9" fill="none" stroke-linecap="round"/>`,
  // a browser window with a score gauge
  creditReport: (c) => `<rect x="50" y="70" width="300" height="260" rx="20" ${S(c)}/>
    <path d="M50 120 H350" ${S(c, 12)}/>
    <circle cx="85" cy="96" r="8" fill="${c}"/><circle cx="112" cy="96" r="8" fill="${c}"/>
    <path d="M120 280 A80 80 0 0 1 280 280" ${S(c)}/>
    <path d="M200 280 L250 215" stroke="${GOLD}" stroke-width="16" stroke-linecap="round"/>
    <circle cx="200" cy="280" r="14" fill="${GOLD}"/>`,
  // two ledgers with matching links
  reconciliation: (c) => `<rect x="50" y="70" width="110" height="260" rx="16" ${S(c)}/>
    <rect x="240" y="70" width="110" height="260" rx="16" ${S(c)}/>
    <path d="M160 130 H240 M160 200 H240 M160 270 H240" stroke="${GOLD}" stroke-width="14" stroke-dasharray="4 22" stroke-linecap="round"/>
    <path d="M80 130 H130 M80 200 H130 M80 270 H130 M270 130 H320 M270 200 H320 M270 270 H320" ${S(c, 12)}/>`,
  // database cylinders with a replication arrow
  database: (c) => `<ellipse cx="150" cy="90" rx="90" ry="30" ${S(c)}/>
    <path d="M60 90 V290 C60 330 240 330 240 290 V90" ${S(c)}/>
    <path d="M60 160 C60 200 240 200 240 160 M60 225 C60 265 240 265 240 225" ${S(c, 12)}/>
    <path d="M270 140 C340 160 350 240 300 280 l10 -40 M300 280 l-40 -8" stroke="${GOLD}" stroke-width="16" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
  // an organisation chart
  orgChart: (
    c,
  ) => `<rect x="150" y="50" width="100" height="70" rx="12" fill="${GOLD}" stroke="${c}" stroke-width="12"/>
    <path d="M200 120 V180 M90 180 H310 M90 180 V230 M200 180 V230 M310 180 V230" ${S(c, 14)}/>
    <rect x="45" y="230" width="90" height="70" rx="12" ${S(c, 14)}/>
    <rect x="155" y="230" width="90" height="70" rx="12" ${S(c, 14)}/>
    <rect x="265" y="230" width="90" height="70" rx="12" ${S(c, 14)}/>`,
  // a QR code
  qr: (c) => {
    const finder = (x: number, y: number) =>
      `<rect x="${x}" y="${y}" width="100" height="100" rx="10" ${S(c, 16)}/><rect x="${x + 30}" y="${y + 30}" width="40" height="40" fill="${c}"/>`;
    const cells = [
      [190, 60],
      [230, 100],
      [190, 140],
      [270, 180],
      [60, 190],
      [140, 190],
      [190, 230],
      [230, 270],
      [310, 230],
      [270, 310],
      [190, 310],
      [310, 310],
      [230, 190],
      [100, 230],
    ]
      .map(
        ([x, y], i) =>
          `<rect x="${x}" y="${y}" width="32" height="32" rx="4" fill="${i % 3 === 0 ? GOLD : c}"/>`,
      )
      .join("");
    return `${finder(50, 50)}${finder(250, 50)}${finder(50, 250)}${cells}`;
  },
  // a ticket with a number and a clock: scheduling and queuing
  queue: (
    c,
  ) => `<path d="M60 110 H250 V160 A25 25 0 0 0 250 210 V260 H60 V210 A25 25 0 0 0 60 160 Z" ${S(c)}/>
    <text x="155" y="205" font-family="${FONT}" font-size="50" font-weight="700" fill="${c}" text-anchor="middle">A12</text>
    <circle cx="290" cy="280" r="70" fill="${GOLD}" stroke="${c}" stroke-width="12"/>
    <path d="M290 240 V280 L318 300" ${S(c, 12)}/>`,
  // a classical bank building
  bank: (c) => `<path d="M50 140 L200 60 L350 140 Z" ${S(c)}/>
    <path d="M90 170 V300 M160 170 V300 M240 170 V300 M310 170 V300" ${S(c, 22)}/>
    <path d="M50 330 H350" ${S(c, 22)}/>
    <circle cx="200" cy="112" r="16" fill="${GOLD}"/>`,
  // a bar chart with a trend line
  barChart: (c) => `<path d="M60 60 V340 H350" ${S(c)}/>
    <rect x="100" y="230" width="44" height="110" fill="${c}" opacity="0.8"/>
    <rect x="170" y="180" width="44" height="160" fill="${c}" opacity="0.8"/>
    <rect x="240" y="120" width="44" height="220" fill="${c}" opacity="0.8"/>
    <path d="M100 200 L190 140 L250 160 L330 80" stroke="${GOLD}" stroke-width="16" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
  // a shield with a tick
  shield: (
    c,
  ) => `<path d="M200 50 L320 95 V200 C320 280 260 330 200 355 C140 330 80 280 80 200 V95 Z" ${S(c)}/>
    <path d="M140 200 L185 245 L265 160" stroke="${GOLD}" stroke-width="26" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
  // a bell with a calendar: reminders
  reminder: (c) => `<rect x="50" y="90" width="200" height="200" rx="18" ${S(c)}/>
    <path d="M50 145 H250 M100 70 V110 M200 70 V110" ${S(c, 14)}/>
    <path d="M95 190 H125 M150 190 H180 M95 240 H125" ${S(c, 14)}/>
    <path d="M280 190 C280 160 300 140 320 140 C340 140 360 160 360 190 V250 L375 275 H265 L280 250 Z" fill="${GOLD}" stroke="${c}" stroke-width="12" stroke-linejoin="round"/>
    <circle cx="320" cy="300" r="14" fill="${c}"/>`,
  // a small office: a building with a door and windows
  office: (c) => `<rect x="90" y="110" width="220" height="230" rx="10" ${S(c)}/>
    <path d="M70 110 L200 50 L330 110" ${S(c)}/>
    <rect x="125" y="150" width="45" height="45" fill="${GOLD}"/><rect x="230" y="150" width="45" height="45" fill="${GOLD}"/>
    <rect x="170" y="250" width="60" height="90" ${S(c, 14)}/>`,
  // a group of people
  team: (c) =>
    [110, 200, 290]
      .map(
        (
          x,
          i,
        ) => `<circle cx="${x}" cy="${i === 1 ? 130 : 160}" r="${i === 1 ? 48 : 40}" ${i === 1 ? `fill="${GOLD}" stroke="${c}" stroke-width="12"` : S(c, 14)}/>
      <path d="M${x - 65} ${i === 1 ? 330 : 340} C${x - 60} ${i === 1 ? 230 : 250} ${x + 60} ${i === 1 ? 230 : 250} ${x + 65} ${i === 1 ? 330 : 340}" ${S(c, 14)}/>`,
      )
      .join(""),
  // a headset and a monitor: serving clients
  support: (c) => `<rect x="60" y="160" width="210" height="150" rx="14" ${S(c)}/>
    <path d="M165 310 V350 M120 350 H210" ${S(c, 14)}/>
    <path d="M250 140 A80 80 0 0 1 350 140" ${S(c, 16)}/>
    <rect x="235" y="130" width="34" height="60" rx="12" fill="${GOLD}" stroke="${c}" stroke-width="10"/>
    <rect x="333" y="130" width="34" height="60" rx="12" fill="${GOLD}" stroke="${c}" stroke-width="10"/>
    <text x="165" y="258" font-family="${FONT}" font-size="56" font-weight="700" fill="${c}" text-anchor="middle">200+</text>`,
  // a globe with location pins
  globe: (c) => `<circle cx="200" cy="210" r="140" ${S(c)}/>
    <ellipse cx="200" cy="210" rx="60" ry="140" ${S(c, 12)}/>
    <path d="M60 210 H340 M80 140 H320 M80 280 H320" ${S(c, 12)}/>
    <path d="M290 60 C260 60 245 82 245 100 C245 130 290 170 290 170 C290 170 335 130 335 100 C335 82 320 60 290 60 Z" fill="${GOLD}" stroke="${c}" stroke-width="10"/>
    <circle cx="290" cy="100" r="12" fill="${c}"/>`,
  // a play button: a generic video
  play: (c) =>
    `<circle cx="200" cy="200" r="150" ${S(c)}/><path d="M165 130 L275 200 L165 270 Z" fill="${GOLD}" stroke="${c}" stroke-width="12" stroke-linejoin="round"/>`,
};

export type IconName = keyof typeof icons;

/** The icon of each solution, by its key in solutions.ts. */
export const solutionIcons: Record<string, IconName> = {
  "instant-payment": "payment",
  "account-creation": "onboarding",
  "self-service-terminal": "kiosk",
  "loan-origination": "loan",
  "audit-information": "audit",
  "collateral-management": "vault",
  "xbrl-reporting": "xbrl",
  "hospital-management": "hospital",
  "anti-money-laundering": "aml",
  "mcib-cpr-web-interface": "creditReport",
  "reconciliation-report": "reconciliation",
  "centralized-data-repository": "database",
  "erp-and-hrm": "orgChart",
  "merchant-qr-code": "qr",
};

/** The icon of each project, by its code in projects.ts. */
export const projectIcons: Record<string, IconName> = {
  FIS: "bank",
  BXBRL: "xbrl",
  BIPS: "payment",
  BAML: "shield",
  BRBS: "barChart",
  BLRS: "reminder",
};

/** The icon of each timeline milestone, by its year. */
export const timelineIcons: Record<number, IconName> = {
  2017: "office",
  2019: "team",
  2020: "support",
  2024: "globe",
};

/** The icon of each video, by its demo id (or "merchant-qr-demo"). */
export const videoIcons: Record<string, IconName> = {
  "customer-self-service-terminal": "kiosk",
  "scheduling-and-queuing": "queue",
  "credit-profile-report": "creditReport",
  "merchant-qr-demo": "qr",
};

/** The icon by its name, drawn in `colour`; a play button when it has none. */
export function icon(name: string | undefined, colour: string): string {
  return (icons[name ?? "play"] ?? icons.play!)(colour);
}
