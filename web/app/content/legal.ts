// Terms and Conditions (/terms-and-condition) and the Privacy Notice (/privacy).
// The privacy notice states exactly what the contact form and the job-application form
// collect (the field names are the API's), why, where it goes and how long it is kept.
import { CV_FIELD, CV_LABEL } from "@site/contracts/form-texts";
import { applicationFields, contactFields, RETENTION } from "./form-fields";
import type { LegalDocument, PrivacyNotice } from "@site/contracts/content";
import { pathTo } from "../route-paths";

export { RETENTION };

const LAST_UPDATED = "27-11-2026";

export const terms: LegalDocument = {
  title: "Terms and Conditions",
  lastUpdated: LAST_UPDATED,
  intro: [
    `These terms govern your use of this website, which is operated by {legalName} ("{company}", "we", "us"), {address}. By using the website you accept these terms. If you do not accept them, please do not use the website.`,
  ],
  sections: [
    {
      id: "purpose",
      heading: "1. Purpose of the Website",
      body: [
        "The website describes our company, services, solutions and projects, and lets you contact us and apply for jobs. Its content is general information. It is not an offer to contract, and it is not professional, legal, financial or regulatory advice for your institution. Any engagement with us is governed by a separate written agreement.",
      ],
    },
    {
      id: "intellectual-property",
      heading: "2. Intellectual Property",
      body: [
        `The text, images, videos, brochures, documents, logos and software of this website belong to {company} or its licensors and are protected by copyright and trademark law.`,
        {
          list: [
            "You may view the website and download brochures, case studies and policy documents for your own information or for evaluating our services within your organisation.",
            "You may not copy, modify, republish or sell the content, or use it to build a competing product or service, without our prior written permission.",
            "Names of clients, core-banking platforms and other third-party products are used only to describe our work and remain the property of their owners.",
          ],
        },
      ],
    },
    {
      id: "acceptable-use",
      heading: "3. Acceptable Use",
      body: [
        "When using the website you must not:",
        {
          list: [
            "attempt to gain unauthorised access to the website, its server or any connected system, or test their security without our written permission;",
            "interfere with the website's operation, for example by sending excessive or automated requests;",
            "submit through our forms anything unlawful, misleading, abusive or containing malicious code, or personal data of other people without their consent;",
            "impersonate another person or organisation.",
          ],
        },
        "We may limit or block access that breaches these rules.",
      ],
    },
    {
      id: "forms",
      heading: "4. Messages and Job Applications",
      body: [
        "Sending a message through the contact form does not create a contract or oblige us to provide a service. Submitting a job application or a CV does not guarantee an interview or employment.",
        "Please do not send confidential information about your institution or its customers through the website. We will arrange a suitable channel, under a confidentiality agreement where necessary.",
        "How we handle the personal data you send is described in our Privacy Notice.",
      ],
    },
    {
      id: "accuracy",
      heading: "5. Accuracy of Information",
      body: [
        "We take care to keep the website accurate and current, but descriptions of solutions, features and projects are summaries and may change. Project facts describe past engagements and are not a promise of the same results for another institution.",
      ],
    },
    {
      id: "external-links",
      heading: "6. Links to Other Websites",
      body: [
        "The website links to other websites, such as our professional-network pages. We do not control those websites and are not responsible for their content or their handling of personal data; their own terms and privacy policies apply.",
      ],
    },
    {
      id: "liability",
      heading: "7. Disclaimer and Limitation of Liability",
      body: [
        "The website is provided as it is and as available. We do not warrant that it will be uninterrupted or free of errors. To the extent the law allows, we are not liable for any indirect or consequential loss, or for any loss of data, profit or business, arising from the use of the website or reliance on its content. Nothing in these terms limits liability that cannot be limited by law.",
      ],
    },
    {
      id: "changes",
      heading: "8. Changes to These Terms",
      body: [
        "We may update these terms from time to time. The date of the current version is shown at the top of this page. Continued use of the website after a change means you accept the updated terms.",
      ],
    },
    {
      id: "law",
      heading: "9. Governing Law and Jurisdiction",
      body: [
        "These terms are governed by the laws of India. The courts at Salem, Tamil Nadu, have exclusive jurisdiction over any dispute arising from them or from the use of the website.",
      ],
    },
    {
      id: "contact",
      heading: "10. Contact",
      body: [`Questions about these terms can be sent to {email} or by post to {legalName}, {address}.`],
    },
  ],
};

export const privacyNotice: PrivacyNotice = {
  title: "Privacy Notice",
  lastUpdated: LAST_UPDATED,
  intro: [
    `This notice explains what personal data {legalName} ("{company}", "we") collects through this website, why, where it goes, how long we keep it and what rights you have. We are the data fiduciary (controller) for this data. We process it in line with the Digital Personal Data Protection Act, 2023 and the other laws that apply to us.`,
    "You can browse the whole website without giving us any personal data. We collect personal data only when you choose to send it through one of the two forms described below.",
  ],
  forms: [
    {
      id: "contact-form",
      title: "The contact form",
      pages: [pathTo("contact")],
      fields: contactFields,
      purpose:
        "We use your name, e-mail address and message only to answer your enquiry and to follow up on it. We do not add you to a mailing list or use your details for marketing.",
      destination: `Your message is stored on our company's server and delivered by e-mail to our contact inbox ({email}), where it is read by the staff who handle enquiries. Our reply comes from that inbox.`,
      retentionMonths: RETENTION.contactMessagesMonths,
      retention: `We keep contact messages for {contactRetentionMonths} months after we receive them, so that we can refer to earlier correspondence, and then delete them from the server and the inbox. If your enquiry leads to a contract, the related correspondence is kept as a business record for as long as the law requires.`,
    },
    {
      id: "job-application-form",
      title: "The job-application form",
      pages: [pathTo("careers"), pathTo("careersAlias")],
      fields: [
        ...applicationFields,
        {
          name: CV_FIELD,
          label: CV_LABEL,
          required: false,
          purpose: `To read your education and experience as you choose to present them. We accept a PDF, Word (.docx) or OpenDocument (.odt) file of up to {cvMaxMegabytes} MB, checked by its content; any other file is refused and nothing of it is kept.`,
        },
      ],
      purpose:
        "We use the details of your application only to assess you for the position you applied for, or for similar positions if you tell us you are open to them, and to contact you about the recruitment process.",
      destination: `Your application and the CV you attach are stored together in our company's server database and delivered by e-mail, with the CV attached, to our HR inbox ({careersEmail}). Only HR staff and the managers involved in the hiring decision see them; your CV is never published on the website. The same applies to a CV you send by e-mail to that address. In our staff console, HR record where your application stands (new, shortlisted, interview, rejected or hired) and may add a short note about it; both are part of your application, deleted with it and included when you ask for your data.`,
      retentionMonths: RETENTION.applicationsMonths,
      retention: `We keep applications, with their CVs, for {applicationRetentionMonths} months after we receive them and then delete them from our server, unless you are hired. If you are hired, your application becomes part of your employee file and is kept under our employee records policy.`,
    },
  ],
  sections: [
    {
      id: "legal-basis",
      heading: "Why we may use your data",
      body: [
        "We process the data you send through a form because you gave it to us for a specific purpose: to receive a reply or to be considered for a job. This is your consent, given when you submit the form, and you can withdraw it at any time as described below. Withdrawal does not affect processing already carried out.",
      ],
    },
    {
      id: "technical-data",
      heading: "Technical data and cookies",
      body: [
        "To show you a page, our server necessarily receives your IP address and the technical details your browser sends. The server uses your IP address to limit repeated form submissions and to protect the website from abuse; it is not added to your message or application.",
        {
          list: [
            "We use no analytics, advertising, social-media or other third-party trackers, and no third-party cookies.",
            "We count visits without tracking anyone. When our server sends a page, it adds one to that page's count for the day; for the first page of a visit it also counts where the visit came from: the name of the website whose link you followed (such as www.google.com), or the source and campaign named in that link (utm_source, utm_campaign). Only these totals per day are stored, with no cookie, no IP address, no browser details and nothing that could single out you or your visit, and they are deleted after {visitCountsMonths} months. A page your browser loaded in advance is counted only when you open it.",
            "For the length of your visit, your browser keeps the first page you opened, where you came from and the campaign in its session storage, which is deleted when you close the tab. If you send the contact or careers form, these three are sent with it, so that we know which page or campaign brought your message, and are kept with your message or application for as long as it is kept. They are sent nowhere else.",
            "We set one cookie, XSRF-TOKEN, which is strictly necessary for security. It holds a random value and the time it was issued, not information about you, and lets our server confirm that a form submission really comes from our own pages (protection against cross-site request forgery). We set it only when you open a page with a form (the contact and careers pages) or send a form, and it expires one week later; the other pages set no cookie.",
            "Fonts, images, videos and documents on this website are served from our own server, so viewing them does not disclose your visit to anyone else.",
          ],
        },
      ],
    },
    {
      id: "sharing",
      heading: "Who receives your data",
      body: [
        "Your data is used only by our own staff for the purposes above. We do not sell it, rent it or share it with other organisations for their own purposes. We disclose it to authorities only when the law requires us to.",
      ],
    },
    {
      id: "security",
      heading: "How we protect your data",
      body: [
        `Access to stored messages and applications is limited to the staff who need them. Each of them signs in to our staff console with a passkey of their own (there are no shared passwords), and every change made there, such as marking a message as handled, is recorded in an audit trail with who made it, when and from which network address; audit entries are deleted after {auditRetentionDays} days. Our server accepts form submissions only from our own pages, validates every field and refuses oversized or malformed submissions. Our staff are bound by confidentiality obligations under our Employees Code of Conduct.`,
      ],
    },
    {
      id: "your-rights",
      heading: "Your rights",
      body: [
        "You have the right to:",
        {
          list: [
            "ask what personal data we hold about you and how we use it;",
            "have inaccurate or incomplete data corrected or completed;",
            "have your data erased, for example by withdrawing a job application, unless the law requires us to keep it;",
            "withdraw your consent at any time;",
            "have a grievance about our handling of your data answered;",
            "nominate another person to exercise these rights on your behalf in the event of death or incapacity.",
          ],
        },
      ],
    },
    {
      id: "exercise-rights",
      heading: "How to exercise your rights",
      body: [
        `Write to {email} with the subject "Privacy request", saying what you would like us to do. For a job application you may also write to {careersEmail}. We may ask you to confirm your identity before acting, usually by replying from the e-mail address you used in the form. We will answer within 30 days.`,
        "For a copy, we send you everything our server holds under your e-mail address: a file with your messages and applications, the records of their delivery and any audit entries that name you, together with the CVs you sent. An erasure deletes all of it, CVs included, as well as a message not yet delivered to our inbox, and our records then keep only the fact that an erasure took place. Messages and applications past the periods above are deleted by our server automatically, every day.",
        "If you are not satisfied with our answer, you may complain to the Data Protection Board of India, or to the data protection authority of the country where you live.",
      ],
    },
    {
      id: "children",
      heading: "Children",
      body: [
        "This website is intended for banking and financial professionals and for job seekers aged 18 or over. We do not knowingly collect personal data from children.",
      ],
    },
    {
      id: "changes",
      heading: "Changes to this notice",
      body: [
        "If we change what we collect or how we use it, we will update this notice and the date at the top of the page before the change takes effect.",
      ],
    },
  ],
};

export type { FormFieldNotice, FormNotice, LegalDocument, PrivacyNotice } from "@site/contracts/content";
