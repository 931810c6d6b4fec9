// The text of policy Doc-1 (policies.ts has its catalogue entry): scope, numbered sections
// and revision history. A module per policy; policy-texts.ts gathers them for the policy
// page's loader (routes/policy.tsx), the PDFs and the checks.
import type { PolicyText } from "@site/contracts/content";
import { CEO, company, COO, HR, POLICY } from "./roles";

const text: PolicyText = {
  appliesTo: `This code applies to every employee of ${company}, including trainees, interns and staff on fixed-term contracts, at our offices, at client sites and when working remotely.`,
  sections: [
    {
      id: "purpose",
      heading: "1. Purpose",
      body: [
        `Our clients are banks and financial institutions. They give us access to systems that hold their customers' money and personal data, and they do so because they trust the people we send. This code sets out the standards of conduct that keep that trust, and explains what ${company} expects of every employee and what employees can expect of the company.`,
        "The code does not list every situation. Where it is silent, act as a careful professional would, and ask your reporting manager or the Head of HR when in doubt.",
      ],
    },
    {
      id: "integrity",
      heading: "2. Integrity and Professional Behaviour",
      body: [
        "Employees are expected to:",
        {
          list: [
            "be honest in their work, their records, their timesheets and their expense claims;",
            "comply with the laws of the countries where they work and with the policies of the company and its clients;",
            "treat colleagues, clients and vendors with courtesy and respect;",
            "report errors and problems promptly, including their own, rather than hiding them;",
            "represent the company only within the authority given to them.",
          ],
        },
      ],
    },
    {
      id: "conflicts-of-interest",
      heading: "3. Conflicts of Interest",
      body: [
        "A conflict of interest arises when a personal interest could influence, or appear to influence, the decisions an employee makes for the company or its clients.",
        {
          list: [
            "Declare in writing to the Head of HR any financial interest in, or family relationship with, a client, vendor or competitor of the company.",
            "Do not take up outside employment, consultancy or directorships without prior written approval.",
            "Do not take part in a decision, such as hiring, purchasing or vendor selection, that concerns a relative or a business in which you have an interest.",
            "Do not use information obtained at work for personal gain, including dealing in the securities of a client.",
          ],
        },
        "A declared conflict is not misconduct; an undeclared one is.",
      ],
    },
    {
      id: "gifts",
      heading: "4. Gifts and Hospitality",
      body: [
        `Employees must not solicit gifts from anyone. They may accept only nominal non-cash gifts, such as a festival sweet box, a diary or a calendar, whose total value from any one party does not exceed ${POLICY.giftLimit} per annum.`,
        {
          list: [
            "Cash, gift cards, vouchers, loans and any cash equivalent must never be accepted, whatever the amount.",
            "Every gift received or offered, whether accepted or declined, must be reported to the Head of HR, who keeps a register of gifts.",
            `A gift above ${POLICY.giftLimit} that cannot be refused without offence must be handed over to the Head of HR, who will return it or dispose of it.`,
            "No gift or hospitality may be accepted from a party that is in a tender, negotiation or dispute with the company.",
            "Gifts and hospitality offered by employees on the company's behalf are governed by the Anti-Bribery and Anti-Corruption Policy (Doc-4).",
          ],
        },
      ],
    },
    {
      id: "confidentiality",
      heading: "5. Confidentiality and Data Protection",
      body: [
        "Employees will see confidential information of the company and of its clients, including the personal and financial data of bank customers. This information may be used only for the work it was given for.",
        {
          list: [
            "Do not disclose confidential information to anyone who does not need it for their work, inside or outside the company.",
            "Keep client data in the client's environment; do not copy it to personal devices, personal e-mail or unapproved cloud services.",
            "Use masked or synthetic data for development and testing unless the client has approved otherwise in writing.",
            "Lock screens and documents when away, and report any loss of a device or suspected data breach immediately.",
            "The duty of confidentiality continues after employment ends.",
          ],
        },
      ],
    },
    {
      id: "use-of-assets",
      heading: "6. Use of Company Assets",
      body: [
        "Laptops, networks, software, e-mail, internet access and other company assets are provided for work. Limited personal use is allowed where it does not affect work, security or the company's reputation.",
        {
          list: [
            "Install only licensed and approved software, and never disable security controls.",
            "Keep passwords and access tokens personal and secret.",
            "Do not use company systems for unlawful, offensive or private commercial purposes.",
            "Return all assets, documents and access cards when leaving the company.",
          ],
        },
        "The company may monitor the use of its systems to protect security and to comply with client and legal requirements.",
      ],
    },
    {
      id: "attendance",
      heading: "7. Attendance and Punctuality",
      body: [
        "Employees are expected to keep their agreed working hours, to record their attendance accurately and to apply for leave in advance through the leave process.",
        `When an employee cannot attend work unexpectedly, they must inform their reporting manager or HR as early as possible on the first day. Absence for more than ${POLICY.unreportedAbsence} without informing the reporting manager or HR is misconduct and will be dealt with under the disciplinary process.`,
        "Employees on client sites also follow the client's working hours and access rules.",
      ],
    },
    {
      id: "respectful-workplace",
      heading: "8. Respectful Workplace",
      body: [
        "Harassment, bullying, discrimination and intimidation are not tolerated. Complaints of sexual harassment are handled by the Internal Committee under the POSH Policy (Doc-3); labour practices and non-discrimination are governed by the Social Compliance Policy (Doc-2).",
      ],
    },
    {
      id: "reporting-violations",
      heading: "9. Reporting Violations",
      body: [
        "Any employee who sees or suspects a breach of this code must report it to the Head of HR, in person, in writing or by e-mail. Reports may also be made to the Chief Executive Officer when the concern involves HR.",
        {
          list: [
            "Reports are handled confidentially and shared only with those who need to know in order to investigate.",
            "No employee will suffer retaliation for a report made in good faith, even if it is not upheld.",
            "Knowingly false reports are themselves a breach of this code.",
          ],
        },
      ],
    },
    {
      id: "disciplinary-action",
      heading: "10. Disciplinary Action",
      body: [
        "A breach of this code may lead to disciplinary action in proportion to its seriousness, from a written warning to dismissal, after the employee has been heard. Breaches of law may also be reported to the authorities.",
      ],
    },
    {
      id: "exceptions",
      heading: "11. Special Circumstances and Exceptions",
      body: [
        "Any special circumstances not covered by this code, and any exception to it, are decided by the Chief Executive Officer. Exceptions are granted in writing and recorded by the Head of HR.",
      ],
    },
    {
      id: "effective-date",
      heading: "12. Effective Date and Review",
      body: [
        `This policy is effective from ${POLICY.effectiveDate}. The Head of HR reviews it at least once a year and proposes changes to the Chief Executive Officer for approval.`,
      ],
    },
  ],
  revisions: [
    {
      version: "1.0",
      change: "First issue of the Employees Code of Conduct.",
      preparedBy: HR,
      reviewedBy: COO,
      approvedBy: CEO,
      date: POLICY.effectiveDate,
    },
    {
      version: "1.1",
      change: "Added rules for remote working, masked test data and reporting of lost devices.",
      preparedBy: HR,
      reviewedBy: COO,
      approvedBy: CEO,
      date: "01-07-2020",
    },
    {
      version: "2.0",
      change:
        "Extended to employees of international branches; gift register and exception records clarified.",
      preparedBy: HR,
      reviewedBy: COO,
      approvedBy: CEO,
      date: "15-01-2024",
    },
  ],
};

export default text;
