import type { Project } from "../content/projects";
import styles from "./ProjectFacts.module.css";

/** Client, period, duration and team size of a project, as a definition list. */
export function ProjectFacts({ project }: { project: Project }) {
  return (
    <dl className={styles.facts}>
      <div>
        <dt>Client</dt>
        <dd>{project.client}</dd>
      </div>
      <div>
        <dt>Period</dt>
        <dd>
          {project.start} to {project.end} ({project.durationMonths} months)
        </dd>
      </div>
      {project.live ? (
        <div>
          <dt>Live</dt>
          <dd>{project.live}</dd>
        </div>
      ) : null}
      <div>
        <dt>Team size</dt>
        <dd>{project.teamSize}</dd>
      </div>
    </dl>
  );
}
