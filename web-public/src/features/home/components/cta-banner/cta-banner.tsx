import { Container, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Reveal } from '@/components/ui/reveal/reveal';
import { SectionButton } from '@/components/ui/section-link/section-link';
import classes from './cta-banner.module.css';

/** The call-to-action band between the stories and the contact form. */
export function CtaBanner() {
  return (
    <section aria-labelledby="cta-title" className={classes.root}>
      <Container size="lg" className={classes.inner}>
        <Reveal className={classes.content}>
          <div>
            <Title order={2} id="cta-title" className={classes.title}>
              Ready to transform your sports program?
            </Title>
            <Text className={classes.text}>
              Tell us about your community, your facilities and your goals. We will come back with a
              plan within 24 hours.
            </Text>
          </div>
          <SectionButton
            section="contact"
            size="xl"
            variant="white"
            color="red.8"
            rightSection={<IconArrowRight size={20} aria-hidden="true" />}
            className={classes.button}
          >
            Get Started Today
          </SectionButton>
        </Reveal>
      </Container>
    </section>
  );
}
