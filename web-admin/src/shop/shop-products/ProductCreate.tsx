import { Create, SimpleForm, useNotify, useRedirect } from 'react-admin';
import { failureText } from '@/errors';
import { PRODUCTS } from '../resources';
import { newProductFields, ProductInputs, SlugInput } from './ProductInputs';

/** A new product, on sale by default; its page opens next, to add its sizes and colours. */
export const ProductCreate = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Create
      title="New product"
      transform={newProductFields}
      mutationOptions={{
        onSuccess: (product: { id: string }) => {
          notify('Product added: now add its sizes and colours', { type: 'success' });
          redirect('edit', PRODUCTS, product.id);
        },
        // A taken address is also shown on its field (the server's `errors`).
        onError: (error) =>
          notify(failureText('Error adding the product', error), { type: 'error' }),
      }}
    >
      <SimpleForm defaultValues={{ active: true, images: [] }}>
        <SlugInput />
        <ProductInputs />
      </SimpleForm>
    </Create>
  );
};
