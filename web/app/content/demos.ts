// Demo videos (/Demo-Page): three videos with controls, a poster and English captions.
// `cues` is the narration; toWebVtt() renders it as the .vtt file at `captions`.
import type { Demo, PageIntro } from "@site/contracts/content";
import { site } from "./site";

export const demoPage: PageIntro = {
  intro: `Short demonstrations of ${site.company} solutions, recorded on our demonstration systems with sample data. To see a solution with your own products and processes, book a demo through the contact page.`,
};

export const demos: Demo[] = [
  {
    id: "customer-self-service-terminal",
    title: "Customer Self-Service Terminal",
    description:
      "A customer prints a passbook, checks a balance and requests a cheque book at a branch kiosk connected to core banking.",
    solutionPage: "BKIOSK",
    video: "/media/video/customer-self-service-terminal.mp4",
    poster: "/media/video/customer-self-service-terminal-poster.webp",
    captions: "/media/video/customer-self-service-terminal.vtt",
    captionsLang: "en",
    cues: [
      {
        start: "00:00:00.000",
        end: "00:00:05.000",
        text: "This is the customer self-service terminal, installed in a bank branch.",
      },
      {
        start: "00:00:05.000",
        end: "00:00:10.500",
        text: "The customer inserts a debit card and enters the PIN to sign in.",
      },
      {
        start: "00:00:10.500",
        end: "00:00:16.000",
        text: "The menu offers passbook printing, balance enquiry, statements and service requests.",
      },
      {
        start: "00:00:16.000",
        end: "00:00:22.500",
        text: "The customer places the passbook in the printer. Entries since the last update are printed.",
      },
      {
        start: "00:00:22.500",
        end: "00:00:28.000",
        text: "The balance shown is read from core banking in real time.",
      },
      {
        start: "00:00:28.000",
        end: "00:00:34.000",
        text: "Next, a cheque book request. The request is registered in core banking with a reference number.",
      },
      {
        start: "00:00:34.000",
        end: "00:00:40.000",
        text: "Every transaction is written to the electronic journal, and the branch console shows the terminal's status.",
      },
    ],
  },
  {
    id: "scheduling-and-queuing",
    title: "Scheduling and Queuing",
    description:
      "A customer books a branch appointment, receives a digital token and is called to the right counter, while the manager watches the queue.",
    video: "/media/video/scheduling-and-queuing.mp4",
    poster: "/media/video/scheduling-and-queuing-poster.webp",
    captions: "/media/video/scheduling-and-queuing.vtt",
    captionsLang: "en",
    cues: [
      {
        start: "00:00:00.000",
        end: "00:00:05.500",
        text: "Scheduling and digital queuing help a branch serve customers without long lines.",
      },
      {
        start: "00:00:05.500",
        end: "00:00:11.000",
        text: "A customer books an appointment online, choosing the branch, the service and a time slot.",
      },
      {
        start: "00:00:11.000",
        end: "00:00:17.000",
        text: "On arrival, the customer scans the QR code at the entrance and receives a token by SMS.",
      },
      {
        start: "00:00:17.000",
        end: "00:00:23.000",
        text: "Walk-in customers take a token at the kiosk. Senior citizens and appointments are given priority.",
      },
      {
        start: "00:00:23.000",
        end: "00:00:29.000",
        text: "When a counter is free, the token is called on the display, by announcement and by SMS.",
      },
      {
        start: "00:00:29.000",
        end: "00:00:36.000",
        text: "The branch manager's dashboard shows waiting times and service times by counter and by service.",
      },
    ],
  },
  {
    id: "credit-profile-report",
    title: "Credit Profile Report",
    description:
      "A loan officer requests a credit profile report and a supervisor approves a data submission, with every step in the audit trail.",
    solutionPage: "MCIB-CPR",
    video: "/media/video/credit-profile-report.mp4",
    poster: "/media/video/credit-profile-report-poster.webp",
    captions: "/media/video/credit-profile-report.vtt",
    captionsLang: "en",
    cues: [
      {
        start: "00:00:00.000",
        end: "00:00:05.500",
        text: "The credit profile report web interface connects the bank to the credit information bureau.",
      },
      {
        start: "00:00:05.500",
        end: "00:00:11.000",
        text: "A loan officer signs in. The menu shows only what the officer's role permits.",
      },
      {
        start: "00:00:11.000",
        end: "00:00:17.500",
        text: "The officer enters the applicant's identifier. Customer details are taken from core banking over a secure channel.",
      },
      {
        start: "00:00:17.500",
        end: "00:00:23.500",
        text: "The credit profile report is retrieved and attached to the loan application.",
      },
      {
        start: "00:00:23.500",
        end: "00:00:30.000",
        text: "Next, a monthly data submission is prepared and validated against the bureau's format.",
      },
      {
        start: "00:00:30.000",
        end: "00:00:36.000",
        text: "A supervisor reviews and approves the submission before it is sent.",
      },
      {
        start: "00:00:36.000",
        end: "00:00:42.000",
        text: "The audit trail records every request, view, download and submission, with the user and the time.",
      },
    ],
  },
];

/** The WebVTT file for a demo's captions. */
export function toWebVtt(demo: Demo): string {
  const cues = demo.cues.map((c, i) => `${i + 1}\n${c.start} --> ${c.end}\n${c.text}`);
  return `WEBVTT\n\n${cues.join("\n\n")}\n`;
}

export type { Cue, Demo } from "@site/contracts/content";
