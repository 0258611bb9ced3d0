import { Box, Container, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { IconMapPin, IconMessageCircle } from '@tabler/icons-react';
import { useSyncExternalStore } from 'react';
import { Link } from 'react-router-dom';
import { BrandMark } from '@/app/layout/brand';
import { PAGE_LINKS, SECTION_LINKS } from '@/app/layout/nav-items';
import { ProgramPopover } from '@/app/layout/program-popover';
import { PROGRAMS } from '@/app/layout/programs';
import { SectionLink } from '@/app/layout/section-link';
import { NewsletterSignup } from '@/features/intake/newsletter/components/newsletter-signup';
import classes from './layout.module.css';

const unchanging = () => () => {};

/**
 * This year. While a prerendered page hydrates it is the year of the build (vite.config.ts),
 * which the page's HTML shows, so the markup matches; React moves on to this year right after.
 */
const useYear = () =>
  useSyncExternalStore(
    unchanging,
    () => new Date().getFullYear(),
    () => import.meta.env.BUILD_YEAR,
  );

/** The site footer: where we are, what we do, the legal pages and the newsletter. */
export function Footer() {
  const year = useYear();
  return (
    <footer className={classes.footer}>
      <Container size="xl" py={{ base: 40, md: 56 }}>
        <Grid gap={{ base: 36, lg: 48 }}>
          <Grid.Col span={{ base: 12, sm: 6, lg: 3 }}>
            <Stack gap="sm">
              <Group gap="sm" wrap="nowrap">
                <BrandMark size={40} />
                <Text className={classes.footerBrand}>
                  NOLA <span className={classes.wordmarkAccent}>Sports</span>
                </Text>
              </Group>
              <Text size="sm" className={classes.footerText}>
                Elite athlete development for ages 6-18, sports facility management and the NOLA 100
                board of the area’s top baseball prospects.
              </Text>
              <Group gap={8} wrap="nowrap" align="flex-start">
                <IconMapPin size={18} aria-hidden className={classes.footerIcon} />
                <address className={classes.address}>
                  NOLA Sports
                  <br />
                  New Orleans, Louisiana
                </address>
              </Group>
              <Group gap={8} wrap="nowrap" align="flex-start">
                <IconMessageCircle size={18} aria-hidden className={classes.footerIcon} />
                <Text size="sm" className={classes.footerText}>
                  <SectionLink id="contact" className={classes.inlineLink}>
                    Send us a message
                  </SectionLink>
                  : we reply within 24 hours.
                </Text>
              </Group>
            </Stack>
          </Grid.Col>

          <Grid.Col span={{ base: 12, sm: 6, lg: 3 }}>
            <nav aria-labelledby="footer-programs">
              <Title order={2} id="footer-programs" className={classes.footerHeading}>
                Programs
              </Title>
              <Stack gap={6} align="flex-start">
                {PROGRAMS.map((program) => (
                  <ProgramPopover key={program.title} {...program} />
                ))}
              </Stack>
            </nav>
          </Grid.Col>

          <Grid.Col span={{ base: 12, sm: 6, lg: 2 }}>
            <nav aria-labelledby="footer-explore">
              <Title order={2} id="footer-explore" className={classes.footerHeading}>
                Explore
              </Title>
              <Stack gap={6} align="flex-start">
                {SECTION_LINKS.map(({ id, label }) => (
                  <SectionLink key={id} id={id} className={classes.footerLink}>
                    {label}
                  </SectionLink>
                ))}
                {PAGE_LINKS.map(({ to, label }) => (
                  <Link key={to} to={to} className={classes.footerLink}>
                    {label}
                  </Link>
                ))}
                <Link to="/prospect-evaluation" className={classes.footerLink}>
                  Prospect Evaluation
                </Link>
              </Stack>
            </nav>
          </Grid.Col>

          <Grid.Col span={{ base: 12, sm: 6, lg: 4 }}>
            <NewsletterSignup />
          </Grid.Col>
        </Grid>
      </Container>
      <Box className={classes.footerBar}>
        <Container size="xl">
          <Group justify="space-between" gap="xs" py="md">
            <Text size="xs" className={classes.footerText}>
              © {year} NOLA Sports. All rights reserved.
            </Text>
            <Group gap="lg" component="nav" aria-label="Legal">
              <Link to="/privacy-policy" className={classes.legalLink}>
                Privacy Policy
              </Link>
              <Link to="/terms-of-service" className={classes.legalLink}>
                Terms of Service
              </Link>
            </Group>
          </Group>
        </Container>
      </Box>
    </footer>
  );
}
