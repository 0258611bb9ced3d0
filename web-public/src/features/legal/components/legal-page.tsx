import { Anchor, Box, Container, Grid, List, Stack, Text, Title } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import banner from '@/components/ui/banner/banner.module.css';
import { Eyebrow } from '@/components/ui/eyebrow/eyebrow';
import type { LegalBlock, LegalDocument } from '@/features/legal/types';
import classes from './legal.module.css';

type LegalPageProps = {
  document: LegalDocument;
  /** The other legal page, linked at the end. */
  related: { to: string; label: string };
};

/** A static legal page: a heading band, a table of contents and the numbered sections. */
export function LegalPage({ document, related }: LegalPageProps) {
  return (
    <article>
      <Box className={`${banner.stripes} ${classes.hero}`}>
        <Container size="lg" py={{ base: 36, md: 56 }}>
          <Eyebrow tone="dark">Legal</Eyebrow>
          <Title order={1} className={`${banner.title} ${classes.title}`}>
            {document.title}
          </Title>
          <Text className={classes.updated}>
            <IconCalendar size={16} aria-hidden />
            Last updated {document.lastUpdated}
          </Text>
          <Text className={classes.summary}>{document.summary}</Text>
        </Container>
      </Box>
      <Container size="lg" py={{ base: 'xl', md: 48 }}>
        <Grid gap={{ base: 'xl', md: 48 }}>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <nav aria-label="On this page" className={classes.toc}>
              <Text className={classes.tocTitle}>On this page</Text>
              <ol className={classes.tocList}>
                {document.sections.map((section) => (
                  <li key={section.id}>
                    <a href={`#${section.id}`} className={classes.tocLink}>
                      {section.title}
                    </a>
                  </li>
                ))}
              </ol>
            </nav>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap={36}>
              {document.sections.map((section, index) => (
                <section key={section.id} id={section.id} className={classes.section}>
                  <Title order={2} className={classes.sectionTitle}>
                    <span className={classes.number}>{index + 1}.</span> {section.title}
                  </Title>
                  <Stack gap="sm">
                    {section.body.map((block) => (
                      <Block
                        key={typeof block === 'string' ? block : block.list.join('|')}
                        block={block}
                      />
                    ))}
                  </Stack>
                </section>
              ))}
              <Text size="sm" c="dimmed">
                See also our{' '}
                <Anchor component={Link} to={related.to}>
                  {related.label}
                </Anchor>
                .
              </Text>
            </Stack>
          </Grid.Col>
        </Grid>
      </Container>
    </article>
  );
}

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === 'string') return <Text className={classes.paragraph}>{block}</Text>;
  return (
    <List spacing="xs" className={classes.list}>
      {block.list.map((item) => (
        <List.Item key={item}>{item}</List.Item>
      ))}
    </List>
  );
}
