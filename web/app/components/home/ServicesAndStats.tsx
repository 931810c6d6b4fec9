import type { HomeService } from "@site/contracts/content";
import { StatsList } from "../StatsList";
import styles from "./Home.module.css";
import { pathTo } from "../../route-paths";

export function ServicesAndStats({ services }: { services: HomeService[] }) {
  return (
    <section className={styles.section} aria-labelledby="home-services">
      <div className="container">
        <h2 id="home-services" className={styles.sectionHeading}>
          What we do
        </h2>
        <ul className={styles.services}>
          {services.map((service) => (
            <li key={service.name} className={styles.service}>
              <h3>{service.name}</h3>
              <p>{service.text}</p>
            </li>
          ))}
        </ul>
        <p>
          <a href={pathTo("services")} className={styles.more}>
            All our services
          </a>
        </p>
        <StatsList className={styles.stats} />
      </div>
    </section>
  );
}
