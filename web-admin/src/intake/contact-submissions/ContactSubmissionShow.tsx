import {
  EmailField,
  FunctionField,
  Show,
  SimpleShowLayout,
  TextField,
  useRecordContext,
} from 'react-admin';
import { formatDateTime } from '@/format';
import type { ContactSubmission } from '@/types';

const Title = () => {
  const record = useRecordContext<ContactSubmission>();
  return <span>Message{record ? ` from ${record.name}` : ''}</span>;
};

export const ContactSubmissionShow = () => (
  <Show title={<Title />}>
    <SimpleShowLayout>
      <FunctionField<ContactSubmission>
        label="Received"
        render={(r) => formatDateTime(r.createdAt)}
      />
      <TextField source="name" label="Name" />
      <EmailField source="email" label="Email" />
      <TextField source="organization" label="Organization" />
      <TextField source="message" label="Message" sx={{ whiteSpace: 'pre-wrap' }} />
    </SimpleShowLayout>
  </Show>
);
