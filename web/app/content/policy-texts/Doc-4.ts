// The text of policy Doc-4 (policies.ts has its catalogue entry): scope, numbered sections
// and revision history. A module per policy; policy-texts.ts gathers them for the policy
// page's loader (routes/policy.tsx), the PDFs and the checks.
import type { PolicyText } from "@site/contracts/content";
import { CEO, company, COO, HR, POLICY } from "./roles";

const text: PolicyText = {
  appliesTo: `This policy applies to all employees and directors of ${company} and to agents, consultants, subcontractors and other third parties acting on its behalf, in every country where it operates.`,
  sections: [
    {
      id: "zero-tolerance",
      heading: "1. Zero Tolerance",
      body: [
        `${company} does not tolerate bribery or corruption in any form, by anyone acting for it, anywhere. We win work on the quality and price of what we offer. We would rather lose a contract than win it improperly.`,
        "This policy helps us comply with the Prevention of Corruption Act, 1988, as amended, and with the anti-corruption laws of every other country where we work.",
      ],
    },
    {
      id: "definitions",
      heading: "2. Definitions",
      body: [
        {
          list: [
            "Bribe: anything of value offered, promised, given, requested or accepted to influence a decision improperly or to reward an improper decision.",
            "Anything of value: cash, cash equivalents, gifts, hospitality, travel, jobs or internships, loans, donations, discounts or favours for the person or for someone close to them.",
            "Public official: anyone employed by or acting for a government, a government-owned body such as a public-sector bank or regulator, or a public international organisation.",
            "Facilitation payment: a small unofficial payment to speed up or secure a routine government action, such as issuing a permit or clearing goods.",
          ],
        },
      ],
    },
    {
      id: "no-bribes",
      heading: "3. No Bribes",
      body: [
        "No employee or third party acting for the company may offer, promise, give, request or accept a bribe, directly or through anyone else. This applies equally to dealings with public officials and with private businesses, including the banks and financial institutions that are our clients.",
      ],
    },
    {
      id: "no-facilitation-payments",
      heading: "4. No Facilitation Payments",
      body: [
        "Facilitation payments are prohibited, however small and however customary they may be said to be. The only exception is a payment made under threat to a person's life, health or liberty; it must be reported to the Head of HR as soon as the person is safe, and recorded accurately.",
      ],
    },
    {
      id: "gifts-and-hospitality",
      heading: "5. Gifts and Hospitality",
      body: [
        `Gifts and hospitality are governed by the same limit as the Employees Code of Conduct (Doc-1): only nominal non-cash gifts, with a total value from or to any one party not above ${POLICY.giftLimit} per annum.`,
        {
          list: [
            "Never give or accept cash, gift cards, vouchers or other cash equivalents.",
            "Never give or accept gifts or hospitality during a tender, negotiation, audit or dispute with the other party.",
            "Business hospitality, such as a working meal during a project, must be modest, infrequent, for a genuine business purpose and with the host present.",
            "Travel or accommodation for client staff, for example for training or a demonstration, requires the prior written approval of the Chief Executive Officer and is paid directly to the provider, never as an allowance.",
            "Every gift or hospitality given, received, offered or declined is reported to the Head of HR and recorded in the gifts register.",
          ],
        },
      ],
    },
    {
      id: "third-parties",
      heading: "6. Third Parties",
      body: [
        "The company is responsible for bribes paid on its behalf. Before engaging an agent, consultant, subcontractor or reseller, we check their identity, ownership and reputation, and we include anti-bribery obligations and audit rights in their contracts.",
        "Warning signs include requests for payment in cash or to a third party or another country, commissions out of proportion to the service, vague invoices, and a recommendation by a public official. Any such sign must be reported to the Head of HR before the relationship continues.",
      ],
    },
    {
      id: "donations",
      heading: "7. Political Contributions and Donations",
      body: [
        "The company makes no political contributions. Charitable donations and sponsorships require the prior written approval of the Chief Executive Officer, are made only to registered organisations, and are never made to influence a business decision.",
      ],
    },
    {
      id: "records",
      heading: "8. Books and Records",
      body: [
        "All payments, expenses, gifts and hospitality are recorded accurately and completely in the company's books, with supporting documents. No unrecorded accounts or funds may be kept, and no record may be falsified or disguised.",
      ],
    },
    {
      id: "reporting",
      heading: "9. Reporting Concerns",
      body: [
        "Anyone who is offered or asked for a bribe, or who suspects a breach of this policy, must report it promptly to the Head of HR. Concerns about HR itself may be reported directly to the Chief Executive Officer.",
        "Reports are treated confidentially. No one will suffer retaliation for refusing to pay or accept a bribe, or for reporting a concern in good faith, even if this costs the company business.",
      ],
    },
    {
      id: "roles",
      heading: "10. Roles and Responsibilities",
      body: [
        {
          list: [
            "The Chief Executive Officer sets the tone from the top, approves the exceptions and approvals this policy requires, decides special circumstances, and decides the action to be taken on a confirmed violation.",
            "The Head of HR receives reports of gifts, hospitality and violations, keeps the gifts register, arranges investigations and reports their outcome to the Chief Executive Officer.",
            "Managers make sure their teams and the third parties they engage know and follow this policy.",
            "Every employee is responsible for reading, understanding and following it.",
          ],
        },
      ],
    },
    {
      id: "consequences",
      heading: "11. Consequences of a Breach",
      body: [
        "A breach of this policy is serious misconduct and may lead to dismissal after a fair hearing. A third party's breach may lead to termination of its contract. Where the law has been broken, the company may report the matter to the authorities, and individuals may face fines and imprisonment under the law.",
      ],
    },
    {
      id: "training-and-review",
      heading: "12. Training and Review",
      body: [
        `Employees receive training on this policy when they join and at regular intervals afterwards. The Head of HR reviews the policy every year and proposes changes to the Chief Executive Officer. This policy is effective from ${POLICY.effectiveDate}.`,
      ],
    },
  ],
  revisions: [
    {
      version: "1.0",
      change: "First issue of the Anti-Bribery and Anti-Corruption Policy.",
      preparedBy: HR,
      reviewedBy: COO,
      approvedBy: CEO,
      date: POLICY.effectiveDate,
    },
    {
      version: "1.1",
      change:
        "Updated for the 2018 amendment of the Prevention of Corruption Act, 1988; third-party due diligence added.",
      preparedBy: HR,
      reviewedBy: COO,
      approvedBy: CEO,
      date: "10-09-2018",
    },
    {
      version: "2.0",
      change:
        "Extended to international branches and local anti-corruption laws; gift and hospitality rules aligned with the Code of Conduct.",
      preparedBy: HR,
      reviewedBy: COO,
      approvedBy: CEO,
      date: "15-01-2024",
    },
  ],
};

export default text;
