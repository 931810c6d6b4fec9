// The text of policy Doc-2 (policies.ts has its catalogue entry): scope, numbered sections
// and revision history. A module per policy; policy-texts.ts gathers them for the policy
// page's loader (routes/policy.tsx), the PDFs and the checks.
import type { PolicyText } from "@site/contracts/content";
import { CEO, company, COO, HR, POLICY } from "./roles";

const text: PolicyText = {
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
    {
      version: "1.0",
      change: "First issue of the Social Compliance Policy.",
      preparedBy: HR,
      reviewedBy: COO,
      approvedBy: CEO,
      date: POLICY.effectiveDate,
    },
    {
      version: "1.1",
      change: "Added safe transport for late shifts and shift planning for go-lives.",
      preparedBy: HR,
      reviewedBy: COO,
      approvedBy: CEO,
      date: "02-01-2019",
    },
    {
      version: "2.0",
      change: "Extended to international branches; supplier and subcontractor standards added.",
      preparedBy: HR,
      reviewedBy: COO,
      approvedBy: CEO,
      date: "15-01-2024",
    },
  ],
};

export default text;
