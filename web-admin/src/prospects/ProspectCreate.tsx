import { Create, SimpleForm, useNotify, useRedirect } from 'react-admin';
import { failureText } from '@/errors';
import { ProspectInputs } from './ProspectInputs';
import { cleanProspect } from './validation';

/** Add New Prospect: takes the rank, pushing its holders down (the server does the shifting). */
export function ProspectCreate() {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Create
      title="Add New Prospect"
      transform={cleanProspect}
      mutationOptions={{
        onSuccess: () => {
          notify('Prospect added successfully', { type: 'success' });
          redirect('list', 'prospects');
        },
        onError: (error) =>
          notify(failureText('Error creating prospect', error), { type: 'error' }),
      }}
    >
      <SimpleForm>
        <ProspectInputs />
      </SimpleForm>
    </Create>
  );
}
