// The company's executives and promoters. Names are fictional placeholders.
// Checked against personListSchema (contracts/src/content/people.ts) by validate.ts, at build time and in tests.
// Which of them the Promoters and Team pages show is a rule over any list (promotersOf,
// teamOf): the pages' loader applies it to the published people.
import { pictures } from "./media";
import type { Person, Role } from "@site/contracts/content";

export type { Person, Role } from "@site/contracts/content";

export const executives: Person[] = [
  {
    name: "Arun Prakash",
    role: "CEO",
    title: "Chief Executive Officer",
    photo: pictures.personCeo,
    bio: "Two decades in core-banking delivery across India, Africa and the Indian Ocean; founded the company in 2017 to give banks an implementation partner that stays after go-live.",
    promoterBio:
      "Arun Prakash founded the company in 2017 after two decades in core-banking delivery across India, Africa and the Indian Ocean region, where he led implementations, migrations and support programmes for commercial and co-operative banks. As a promoter and chief executive he sets the company's direction, leads its relationships with banks and its core-banking partner, and decides the exceptions its policies reserve for the CEO. He holds to one principle in every engagement: a bank should be better off a year after go-live than on the day of it.",
    profileUrl: "https://www.linkedin.com/in/example-ceo",
  },
  {
    name: "Lakshmi Narayanan",
    role: "COO",
    title: "Chief Operating Officer",
    photo: pictures.personCoo,
    bio: "Runs delivery and support: project governance, service levels and the 24x7 desk that keeps our clients' systems running.",
    promoterBio:
      "Lakshmi Narayanan is a promoter of the company and leads its operations: project governance, resourcing, service levels and the 24x7 support desk. Before co-founding the company she spent many years in banking operations and IT service management, which is why our delivery process is built around sign-offs, reconciliations and clear escalation paths. She oversees every project from kick-off to handover.",
    profileUrl: "https://www.linkedin.com/in/example-coo",
  },
  {
    name: "Vikram Raghavan",
    role: "CMO",
    title: "Chief Marketing Officer",
    photo: pictures.personCmo,
    bio: "Leads partnerships and client relations with banks and financial institutions in India and abroad.",
    promoterBio:
      "Vikram Raghavan is a promoter of the company and leads its partnerships and client relations with banks and financial institutions in India and abroad. He came to the company from business development roles in banking software, and he is usually the first person a new client meets. He makes sure that what we propose is what our teams can deliver, and he stays in contact with clients long after contracts are signed.",
    profileUrl: "https://www.linkedin.com/in/example-cmo",
  },
  {
    name: "Divya Shankar",
    role: "CTO",
    title: "Chief Technology Officer",
    photo: pictures.personCto,
    bio: "Architect of our payment, reporting and reconciliation products; sets the engineering and security practices every project follows.",
    promoterBio:
      "Divya Shankar is a promoter of the company and its chief technology officer. She is the architect of our payment, reporting and reconciliation products, and she sets the engineering and security practices every project follows, from code review and automated testing to secure coding against OWASP guidance. She leads the technical design of major implementations and reviews every solution before it reaches a client.",
    profileUrl: "https://www.linkedin.com/in/example-cto",
  },
];

/** The people of `list` with these roles, in this order; a role nobody has is left out. */
function withRoles(list: readonly Person[], roles: readonly Role[]): Person[] {
  return roles.flatMap((role) => list.filter((p) => p.role === role));
}

/** The Promoters page ("MEET OUR PROMOTERS"): the four executives, CEO, COO, CMO, CTO. */
export const promotersOf = (list: readonly Person[]): Person[] =>
  withRoles(list, ["CEO", "COO", "CMO", "CTO"]);

/** The Team page ("The Minds Behind the Mission"): CEO, COO and CTO. */
export const teamOf = (list: readonly Person[]): Person[] => withRoles(list, ["CEO", "COO", "CTO"]);
