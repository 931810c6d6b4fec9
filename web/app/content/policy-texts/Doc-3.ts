// The text of policy Doc-3 (policies.ts has its catalogue entry): scope, numbered sections
// and revision history. A module per policy; policy-texts.ts gathers them for the policy
// page's loader (routes/policy.tsx), the PDFs and the checks.
import type { PolicyText } from "@site/contracts/content";
import { CEO, company, HR, POLICY } from "./roles";

const text: PolicyText = {
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
    {
      version: "1.0",
      change: "First issue of the POSH Policy and constitution of the Internal Committee.",
      preparedBy: HR,
      reviewedBy: "Presiding Officer, Internal Committee",
      approvedBy: CEO,
      date: POLICY.effectiveDate,
    },
    {
      version: "1.1",
      change:
        "Internal Committee reconstituted at the end of its term; virtual workplaces and online conduct added.",
      preparedBy: HR,
      reviewedBy: "Presiding Officer, Internal Committee",
      approvedBy: CEO,
      date: "06-04-2020",
    },
    {
      version: "1.2",
      change:
        "Internal Committee reconstituted at the end of its term; awareness sessions extended to international branches.",
      preparedBy: HR,
      reviewedBy: "Presiding Officer, Internal Committee",
      approvedBy: CEO,
      date: "08-04-2023",
    },
  ],
};

export default text;
