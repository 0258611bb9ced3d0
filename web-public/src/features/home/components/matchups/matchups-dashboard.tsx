import { Badge, Group, Text } from '@mantine/core';
import { IconQuote } from '@tabler/icons-react';
import { matchupsBadges, matchupsCounters, matchupsQuote } from '../../data/matchups';
import classes from './matchups.module.css';

/** A static preview of the coach dashboard: its counters, badges and a coach's word. */
export function MatchupsDashboard() {
  return (
    <aside className={classes.dashboard} aria-label="Matchups dashboard preview">
      <Group justify="space-between" className={classes.dashboardHead}>
        <Text className={classes.dashboardTitle}>Coach dashboard</Text>
        <span className={classes.live}>
          <span className={classes.liveDot} aria-hidden="true" />
          Live
        </span>
      </Group>
      <dl className={classes.counters}>
        {matchupsCounters.map((counter) => (
          <div key={counter.label} className={classes.counter}>
            <dt className={classes.counterLabel}>{counter.label}</dt>
            <dd className={classes.counterValue}>{counter.value}</dd>
          </div>
        ))}
      </dl>
      <Group gap="xs" mt="lg">
        {matchupsBadges.map((badge) => (
          <Badge
            key={badge}
            size="lg"
            radius="sm"
            variant="light"
            color="gray.0"
            className={classes.badge}
          >
            {badge}
          </Badge>
        ))}
      </Group>
      <figure className={classes.quote}>
        <IconQuote size={28} aria-hidden="true" className={classes.quoteMark} />
        <blockquote className={classes.quoteText}>{matchupsQuote.text}</blockquote>
        <figcaption className={classes.quoteAuthor}>{matchupsQuote.author}</figcaption>
      </figure>
    </aside>
  );
}
