import { Reveal } from '@/components/ui/reveal/reveal';
import { staggerDelay } from '@/components/ui/reveal/reveal-timing';
import { Section } from '@/components/ui/section/section';
import { SectionHeading } from '@/components/ui/section-heading/section-heading';
import { solutions } from '../../data/solutions';
import { SolutionCard } from './solution-card';
import classes from './solutions.module.css';

export function Solutions() {
  return (
    <Section id="solutions" labelledBy="solutions-title" tone="muted" lines={15}>
      <Reveal>
        <SectionHeading
          id="solutions-title"
          eyebrow="Our solutions"
          title="Everything your program needs"
          description="From the first practice to the college showcase, and from the ticket gate to the scouting report: five ways we help athletes, families and communities rise higher."
        />
      </Reveal>
      <div className={classes.grid}>
        {solutions.map((solution, i) => (
          <Reveal key={solution.id} delay={staggerDelay(i)} className={classes.cell}>
            <SolutionCard solution={solution} />
          </Reveal>
        ))}
      </div>
    </Section>
  );
}
