import { Paper } from '@mantine/core';
import { useState } from 'react';
import { EvaluationForm } from '@/features/intake/evaluation/components/evaluation-form';
import { ThankYouCard } from '@/features/intake/evaluation/components/thank-you-card';
import type { EvaluationFormValues } from '@/features/intake/evaluation/utils/evaluation-rules';

/** Document 1 §4: the form until a request goes through, then the Thank You card. */
export function EvaluationRequest() {
  const [sent, setSent] = useState<EvaluationFormValues | null>(null);
  if (sent) return <ThankYouCard playerName={sent.playerName} parentEmail={sent.parentEmail} />;
  return (
    <Paper withBorder shadow="sm" radius="md" p={{ base: 'md', sm: 'xl' }}>
      <EvaluationForm onSubmitted={setSent} />
    </Paper>
  );
}
