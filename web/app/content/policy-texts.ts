// The texts of the four policies (policies.ts has their catalogue), by id: scope, numbered
// sections and revision history. Only the policy pages and the PDF generator import this
// module, so the texts stay out of the route table every page loads.
// Checked against policyTextsSchema (schema/policies.ts) by validate.ts, which also checks
// that every policy has its text and every text belongs to a policy.
// Roles as the spec gives them: the CEO decides special circumstances and exceptions; the
// Head of HR receives reports of gifts and violations; the internal committee has a
// presiding officer and members.
import { HR, POLICY } from "./policies";
import type { PolicyText } from "./schema";
import { site } from "./site";

export type { PolicyText, RevisionRow } from "./schema";

const company = site.company;
const CEO = "Chief Executive Officer";
const COO = "Chief Operating Officer";

export const policyTexts: Record<string, PolicyText> = {
  "Doc-1": {
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
      { version: "1.0", change: "First issue of the Employees Code of Conduct.", preparedBy: HR, reviewedBy: COO, approvedBy: CEO, date: POLICY.effectiveDate },
      { version: "1.1", change: "Added rules for remote working, masked test data and reporting of lost devices.", preparedBy: HR, reviewedBy: COO, approvedBy: CEO, date: "01-07-2020" },
      { version: "2.0", change: "Extended to employees of international branches; gift register and exception records clarified.", preparedBy: HR, reviewedBy: COO, approvedBy: CEO, date: "15-01-2024" },
    ],
  },
  "Doc-2": {
    appliesTo: `This policy applies to all employees of ${company}, including trainees and contract staff, and sets the standards we expect of our suppliers and subcontractors.`,
    sections: [
      {
        id: "purpose",
        heading: "1. Purpose and Commitment",
        body: [
          `${company} respects the human rights of everyone who works for it or with it. This policy sets out our commitments on labour practices, in line with the labour laws of India and of every country where we operate, and with the principles of the International Labour Organization's core conventions.`,
          "Where the law and this policy differ, we follow whichever gives employees the greater protection.",
        ],
      },
      {
        id: "child-labour",
        heading: "2. No Child Labour",
        body: [
          "We do not employ anyone under the age of 18. Age is verified from documents before anyone joins. Internships for students are offered only to those aged 18 or over, under a written agreement and with working hours that do not interfere with their education.",
        ],
      },
      {
        id: "forced-labour",
        heading: "3. No Forced or Bonded Labour",
        body: [
          {
            list: [
              "All work is voluntary and under a written appointment letter in a language the employee understands.",
              "We do not retain employees' identity documents, passports or certificates beyond the time needed to verify them.",
              "We do not charge recruitment fees or require deposits, and we do not use wage advances or loans to bind employees to the company.",
              "Employees are free to resign by giving the notice stated in their appointment letter.",
            ],
          },
        ],
      },
      {
        id: "wages",
        heading: "4. Wages and Benefits",
        body: [
          {
            list: [
              "Wages are at least the legal minimum and are paid in full and on time, by bank transfer, every month.",
              "Every employee receives a payslip showing earnings and every deduction.",
              "Deductions are only those required by law or agreed in writing by the employee; wages are never deducted as a disciplinary measure.",
              "Statutory benefits such as provident fund, employees' state insurance where applicable, gratuity, bonus and paid leave are provided as the law requires.",
              "Equal pay is given for work of equal value.",
            ],
          },
        ],
      },
      {
        id: "working-hours",
        heading: "5. Working Hours",
        body: [
          "Working hours follow the applicable law and the employee's appointment letter. Every employee has at least one day of rest in every seven days.",
          "Overtime is voluntary, is kept within legal limits and is compensated as the law requires, by payment or compensatory time off. Work during go-lives and critical incidents is planned in shifts so that no one works excessive hours.",
        ],
      },
      {
        id: "freedom-of-association",
        heading: "6. Freedom of Association",
        body: [
          "Employees are free to form and join associations and trade unions of their choice, or not to join them, and to bargain collectively as the law allows. No employee is discriminated against or penalised for lawful association activity.",
          `Industrial action must follow the law. Employees who intend to strike must give the management at least ${POLICY.strikeNotice} written notice. A strike begun without that notice, or while conciliation proceedings are pending, is an illegal strike, and taking part in it is treated as misconduct.`,
        ],
      },
      {
        id: "health-and-safety",
        heading: "7. Health and Safety",
        body: [
          "We provide a safe and healthy workplace at our offices and expect the same of the client sites where our staff work.",
          {
            list: [
              "Fire safety equipment, marked exits and regular evacuation drills.",
              "First-aid kits and trained first-aiders on every floor.",
              "Clean drinking water, sanitation, adequate lighting and ventilation.",
              "Ergonomic workstations and guidance on healthy screen work.",
              "Safe transport arrangements for employees working late shifts.",
              "Recording and investigation of every accident and near miss.",
            ],
          },
        ],
      },
      {
        id: "non-discrimination",
        heading: "8. Non-Discrimination and Fair Treatment",
        body: [
          "Decisions on recruitment, pay, training, promotion and termination are based on ability and performance. We do not discriminate on the basis of caste, religion, gender, age, disability, marital status, pregnancy, sexual orientation, region, language or political opinion.",
          "Harsh or degrading treatment, physical punishment, threats and verbal abuse are prohibited. Disciplinary action follows a fair process in which the employee is heard.",
        ],
      },
      {
        id: "grievances",
        heading: "9. Grievance Handling",
        body: [
          "Any employee may raise a grievance about working conditions, pay, treatment or any breach of this policy.",
          {
            ordered: true,
            list: [
              "Raise the grievance with your reporting manager, or directly with the Head of HR if you prefer.",
              "HR records the grievance, acknowledges it in writing and investigates it, hearing everyone involved.",
              "The outcome and the reasons for it are communicated to the employee in writing.",
              "If the employee is not satisfied, the grievance is referred to the Chief Executive Officer, whose decision is final within the company.",
            ],
          },
          "Grievances are kept confidential, and no employee is penalised for raising one in good faith. Complaints of sexual harassment follow the POSH Policy (Doc-3).",
        ],
      },
      {
        id: "suppliers",
        heading: "10. Suppliers and Subcontractors",
        body: [
          "We expect our suppliers, subcontractors and staffing partners to meet the standards of this policy, and we may verify their compliance. Serious breaches, such as child or forced labour, end the relationship.",
        ],
      },
      {
        id: "review",
        heading: "11. Responsibility and Review",
        body: [
          `The Head of HR is responsible for applying this policy and reviews it every year. Special circumstances and exceptions are decided by the Chief Executive Officer. This policy is effective from ${POLICY.effectiveDate}.`,
        ],
      },
    ],
    revisions: [
      { version: "1.0", change: "First issue of the Social Compliance Policy.", preparedBy: HR, reviewedBy: COO, approvedBy: CEO, date: POLICY.effectiveDate },
      { version: "1.1", change: "Added safe transport for late shifts and shift planning for go-lives.", preparedBy: HR, reviewedBy: COO, approvedBy: CEO, date: "02-01-2019" },
      { version: "2.0", change: "Extended to international branches; supplier and subcontractor standards added.", preparedBy: HR, reviewedBy: COO, approvedBy: CEO, date: "15-01-2024" },
    ],
  },
  "Doc-3": {
    appliesTo: `This policy applies at every workplace of ${company}, to all employees, trainees, interns, contract staff and visitors, and to conduct at client sites, during travel and at work-related events.`,
    sections: [
      {
        id: "purpose",
        heading: "1. Purpose",
        body: [
          `${company} is committed to a workplace free of sexual harassment. This policy implements the Sexual Harassment of Women at Workplace (Prevention, Prohibition and Redressal) Act, 2013 (the POSH Act) and its rules. It explains what sexual harassment is, how to complain and how complaints are resolved.`,
          "The POSH Act protects women. The company applies the same procedure to a complaint of sexual harassment made by an employee of any gender.",
        ],
      },
      {
        id: "definitions",
        heading: "2. Definitions",
        body: [
          "Sexual harassment includes any one or more of the following unwelcome acts or behaviour, whether directly or by implication:",
          {
            list: [
              "physical contact and advances;",
              "a demand or request for sexual favours;",
              "sexually coloured remarks;",
              "showing pornography;",
              "any other unwelcome physical, verbal or non-verbal conduct of a sexual nature, including by messages, e-mail or social media.",
            ],
          },
          "It also includes an implied or explicit promise of preferential treatment or threat of detrimental treatment in employment, interference with work, creating an intimidating, offensive or hostile work environment, and humiliating treatment likely to affect health or safety, when connected with such conduct.",
          "Aggrieved person: the person who alleges that they were subjected to sexual harassment. Respondent: the person against whom the complaint is made. Workplace: the company's offices, client sites, places visited in the course of work, transport provided by the company, and work-related events, whether physical or virtual.",
        ],
      },
      {
        id: "internal-committee",
        heading: "3. The Internal Committee",
        body: [
          "The company has constituted an Internal Committee (also called the Internal Complaints Committee) under Section 4 of the POSH Act. Its members are nominated by the company and their names and contact details are displayed at every office and on the company's intranet.",
          {
            list: [
              "Presiding Officer: a woman employed at a senior level in the company.",
              "Members: at least two employees committed to the cause of women, or with experience in social work or legal knowledge.",
              "External member: one member from a non-governmental organisation or association committed to the cause of women, or a person familiar with issues of sexual harassment.",
              "At least half of the members are women. Members hold office for a term of not more than three years.",
            ],
          },
        ],
      },
      {
        id: "how-to-complain",
        heading: "4. How to Make a Complaint",
        body: [
          {
            ordered: true,
            list: [
              `The aggrieved person makes a written complaint to the Presiding Officer or any member of the Internal Committee within ${POLICY.complaintWithin} of the incident, or of the last incident in a series. The Committee may extend this by up to a further ${POLICY.complaintWithin} if circumstances prevented a timely complaint, recording its reasons.`,
              "If the aggrieved person cannot write the complaint, a member of the Committee will help them put it in writing.",
              "The complaint should describe what happened, when and where, and name any witnesses; supporting documents may be attached.",
              "Where the aggrieved person is unable to complain because of physical or mental incapacity or death, a complaint may be made on their behalf as the rules allow.",
            ],
          },
        ],
      },
      {
        id: "conciliation",
        heading: "5. Conciliation",
        body: [
          "Before starting an inquiry, and only at the request of the aggrieved person, the Committee may try to settle the matter through conciliation. No monetary settlement can be the basis of conciliation. If a settlement is reached, it is recorded and no inquiry follows; if its terms are not complied with, the Committee proceeds with the inquiry.",
        ],
      },
      {
        id: "inquiry",
        heading: "6. Inquiry",
        body: [
          {
            ordered: true,
            list: [
              "The Committee sends a copy of the complaint to the respondent.",
              `The respondent replies, with a list of documents and witnesses, within ${POLICY.replyWithin} of receiving the copy.`,
              "The Committee hears both parties and their witnesses, following the principles of natural justice. Legal practitioners may not represent either party.",
              `The inquiry is completed within ${POLICY.inquiryWithin}.`,
              "The Committee gives its report with findings and recommendations to the employer, and to both parties, within 10 days of completing the inquiry.",
              `The employer acts on the Committee's recommendations within ${POLICY.employerActsWithin} of receiving the report.`,
            ],
          },
          "During the inquiry, at the written request of the aggrieved person, the Committee may recommend interim relief, such as transferring either party, granting leave or ensuring the respondent does not assess the aggrieved person's work.",
        ],
      },
      {
        id: "outcomes",
        heading: "7. Outcomes and Appeal",
        body: [
          "Where the allegation is proved, the Committee recommends action in line with the company's service rules, which may include a written apology, warning, withholding of promotion or increment, counselling, community service, termination of employment, and deduction from wages for compensation to the aggrieved person as the Act provides.",
          "A complaint that cannot be proved is not by itself malicious. Where the Committee finds that a complaint was knowingly false or malicious, or that evidence was forged, it may recommend action against the person responsible.",
          "Either party may appeal against the recommendations to the appellate authority within 90 days, as the POSH Act provides.",
        ],
      },
      {
        id: "confidentiality",
        heading: "8. Confidentiality",
        body: [
          "The identity of the aggrieved person, the respondent and the witnesses, the contents of the complaint, the inquiry proceedings and the recommendations are confidential and must not be published or disclosed, except as the Act permits. A breach of confidentiality is misconduct and is dealt with under the service rules.",
        ],
      },
      {
        id: "no-retaliation",
        heading: "9. No Retaliation",
        body: [
          "No one may be victimised for making a complaint in good faith, for helping someone to complain, or for giving evidence. Retaliation of any kind is treated as a serious breach of this policy and of the Employees Code of Conduct (Doc-1).",
        ],
      },
      {
        id: "awareness",
        heading: "10. Awareness and Annual Report",
        body: [
          "The company holds awareness sessions for all employees and training for Committee members, and displays the consequences of sexual harassment and the Committee's composition at every office. The Committee prepares an annual report of complaints and actions taken, which the company includes in its annual report to the authorities as required.",
          `This policy is effective from ${POLICY.effectiveDate}. Special circumstances and exceptions in applying it, within the limits of the law, are decided by the Chief Executive Officer.`,
        ],
      },
    ],
    revisions: [
      { version: "1.0", change: "First issue of the POSH Policy and constitution of the Internal Committee.", preparedBy: HR, reviewedBy: "Presiding Officer, Internal Committee", approvedBy: CEO, date: POLICY.effectiveDate },
      { version: "1.1", change: "Internal Committee reconstituted at the end of its term; virtual workplaces and online conduct added.", preparedBy: HR, reviewedBy: "Presiding Officer, Internal Committee", approvedBy: CEO, date: "06-04-2020" },
      { version: "1.2", change: "Internal Committee reconstituted at the end of its term; awareness sessions extended to international branches.", preparedBy: HR, reviewedBy: "Presiding Officer, Internal Committee", approvedBy: CEO, date: "08-04-2023" },
    ],
  },
  "Doc-4": {
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
      { version: "1.0", change: "First issue of the Anti-Bribery and Anti-Corruption Policy.", preparedBy: HR, reviewedBy: COO, approvedBy: CEO, date: POLICY.effectiveDate },
      { version: "1.1", change: "Updated for the 2018 amendment of the Prevention of Corruption Act, 1988; third-party due diligence added.", preparedBy: HR, reviewedBy: COO, approvedBy: CEO, date: "10-09-2018" },
      { version: "2.0", change: "Extended to international branches and local anti-corruption laws; gift and hospitality rules aligned with the Code of Conduct.", preparedBy: HR, reviewedBy: COO, approvedBy: CEO, date: "15-01-2024" },
    ],
  },
};

export function policyText(id: string): PolicyText {
  const text = policyTexts[id];
  if (!text) throw new Error(`policy-texts.ts has no text for policy "${id}"`);
  return text;
}
