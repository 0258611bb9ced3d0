import { Menu as RaMenu } from 'react-admin';
import { AREAS } from '@/areas';

/** The dashboard, then each area's resources and its pages that are not resources, in order. */
export const Menu = () => (
  <RaMenu>
    <RaMenu.DashboardItem primaryText="Dashboard" />
    {AREAS.flatMap((area) => [
      ...(area.resources ?? []).map(({ name }) => <RaMenu.ResourceItem key={name} name={name} />),
      ...(area.pages ?? []).map(({ path, label, icon: Icon }) => (
        <RaMenu.Item key={path} to={path} primaryText={label} leftIcon={<Icon />} />
      )),
    ])}
  </RaMenu>
);
