// The request form's own Mantine stylesheet, before its styles (app/mantine-styles.ts).
import '@mantine/core/styles/NumberInput.css';
import { Container, Grid } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { EvaluationHero } from '@/features/intake/evaluation/components/evaluation-hero';
import { EvaluationRequest } from '@/features/intake/evaluation/components/evaluation-request';
import { WhyGetEvaluated } from '@/features/intake/evaluation/components/why-get-evaluated';
import { INTAKE_PAGES } from '@/features/intake/pages';

/** /prospect-evaluation (signed in; the router guards it): the request form and its benefits. */
export function Component() {
  useDocumentTitle(INTAKE_PAGES['/prospect-evaluation'].title);
  return (
    <>
      <EvaluationHero />
      <Container size="lg" py="xl" px={{ base: 'xs', sm: 'md' }}>
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <EvaluationRequest />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <WhyGetEvaluated />
          </Grid.Col>
        </Grid>
      </Container>
    </>
  );
}
