import { Chip } from '@mui/material';
import { CATEGORY_LABELS } from '@server/shop/constants';
import {
  DataTable,
  NullableBooleanInput,
  SelectInput,
  SimpleList,
  TextInput,
  TopToolbar,
} from 'react-admin';
import { AddButton } from '@/common/AddButton';
import { EmptyMessage } from '@/common/ListError';
import { RecordLink } from '@/common/RecordLink';
import { ResponsiveList } from '@/common/ResponsiveList';
import { formatCents } from '../money';
import type { AdminProduct } from '../types';
import { categoryChoices } from './ProductInputs';

const Col = DataTable.Col<AdminProduct>;

const filters = [
  <TextInput key="q" source="q" label="Search" alwaysOn resettable />,
  <SelectInput
    key="category"
    source="category"
    label="Category"
    choices={categoryChoices}
    alwaysOn
  />,
  <NullableBooleanInput key="active" source="active" label="On sale" alwaysOn />,
];

const Actions = () => (
  <TopToolbar>
    <AddButton label="New product" />
  </TopToolbar>
);

/** Units that can still be bought, over the variants on sale. */
export const totalAvailable = (product: AdminProduct) =>
  product.variants.filter((v) => v.active).reduce((sum, v) => sum + Math.max(0, v.available), 0);

const OnSale = ({ active }: { active: boolean }) =>
  active ? (
    <Chip size="small" color="success" label="On sale" />
  ) : (
    <Chip size="small" label="Hidden" />
  );

const empty = <EmptyMessage>No products match.</EmptyMessage>;

/** The shop's products, on sale or not, with their variants and what is left to sell. */
export const ProductList = () => (
  <ResponsiveList<AdminProduct>
    title="Shop products"
    sort={{ field: 'name', order: 'ASC' }}
    filters={filters}
    actions={<Actions />}
    exporter={false}
    what="products"
    small={
      <SimpleList<AdminProduct>
        primaryText={(r) => r.name}
        secondaryText={(r) => `${CATEGORY_LABELS[r.category]} · ${formatCents(r.priceCents)}`}
        tertiaryText={(r) => (r.active ? `${totalAvailable(r)} available` : 'Hidden')}
        linkType="edit"
        empty={empty}
      />
    }
  >
    <DataTable<AdminProduct> rowClick="edit" bulkActionButtons={false} empty={empty}>
      <Col source="name" label="Name">
        <RecordLink source="name" type="edit" />
      </Col>
      <Col source="category" label="Category" render={(r) => CATEGORY_LABELS[r.category]} />
      <Col
        source="priceCents"
        label="Price"
        align="right"
        render={(r) => formatCents(r.priceCents)}
      />
      <Col
        source="active"
        label="On sale"
        disableSort
        render={(r) => <OnSale active={r.active} />}
      />
      <Col label="Variants" align="right" disableSort render={(r) => r.variants.length} />
      <Col label="Available" align="right" disableSort render={totalAvailable} />
    </DataTable>
  </ResponsiveList>
);
