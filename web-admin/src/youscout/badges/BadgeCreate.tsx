import { Create, SimpleForm } from 'react-admin';
import { BadgeInputs, badgeFields } from './BadgeInputs';

export const BadgeCreate = () => (
  <Create title="New YouScout badge" redirect="list" transform={badgeFields}>
    <SimpleForm>
      <BadgeInputs />
    </SimpleForm>
  </Create>
);
