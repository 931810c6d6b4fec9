// The company's executives and promoters. Names are fictional placeholders.
import { pictures, type Picture } from "./media";

export type Role = "CEO" | "COO" | "CMO" | "CTO";

export interface Person {
  name: string;
  role: Role;
  title: string;
  photo: Picture;
  bio: string;
  /** Professional-network profile. */
  profileUrl: string;
}

export const executives: Person[] = [
  {
    name: "Arun Prakash",
    role: "CEO",
    title: "Chief Executive Officer",
    photo: pictures.personCeo,
    bio: "Two decades in core-banking delivery across India, Africa and the Indian Ocean; founded the company in 2017 to give banks an implementation partner that stays after go-live.",
    profileUrl: "https://www.linkedin.com/in/example-ceo",
  },
  {
    name: "Lakshmi Narayanan",
    role: "COO",
    title: "Chief Operating Officer",
    photo: pictures.personCoo,
    bio: "Runs delivery and support: project governance, service levels and the 24x7 desk that keeps our clients' systems running.",
    profileUrl: "https://www.linkedin.com/in/example-coo",
  },
  {
    name: "Vikram Raghavan",
    role: "CMO",
    title: "Chief Marketing Officer",
    photo: pictures.personCmo,
    bio: "Leads partnerships and client relations with banks and financial institutions in India and abroad.",
    profileUrl: "https://www.linkedin.com/in/example-cmo",
  },
  {
    name: "Divya Shankar",
    role: "CTO",
    title: "Chief Technology Officer",
    photo: pictures.personCto,
    bio: "Architect of our payment, reporting and reconciliation products; sets the engineering and security practices every project follows.",
    profileUrl: "https://www.linkedin.com/in/example-cto",
  },
];
