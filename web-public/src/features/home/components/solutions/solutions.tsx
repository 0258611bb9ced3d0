import { Reveal } from '@/components/ui/reveal/reveal';
import { staggerDelay } from '@/components/ui/reveal/reveal-timing';
import { HeadedSection } from '@/components/ui/section/headed-section';
import { solutions } from '../../data/solutions';
import { SolutionCard } from './solution-card';
import classes from './solutions.module.css';

export function Solutions() {
  return (
    <HeadedSection
      id="solutions"
      tone="muted"
      lines={15}
      eyebrow="Our solutions"
      title="Everything your program needs"
      description="From the first practice to the college showcase, and from the ticket gate to the scouting report: five ways we help athletes, families and communities rise higher."
    >
      <div className={classes.grid}>
        {solutions.map((solution, i) => (
          <Reveal key={solution.id} delay={staggerDelay(i)} className={classes.cell}>
            <SolutionCard solution={solution} />
          </Reveal>
        ))}
      </div>
    </HeadedSection>
  );
}
