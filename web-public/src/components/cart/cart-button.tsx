import { IconShoppingCart } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { countOf, useCart } from '@/components/cart/cart-store';
import classes from './cart-button.module.css';

/** The header's cart: a link to checkout, with how many items the cart holds. */
export function CartButton() {
  const count = countOf(useCart());
  const shown = count > 99 ? '99+' : String(count);
  return (
    <Link
      to="/shop/checkout"
      className={classes.button}
      aria-label={count === 0 ? 'Cart, empty' : `Cart, ${count} item${count === 1 ? '' : 's'}`}
    >
      <IconShoppingCart size={22} aria-hidden />
      {count > 0 && (
        <span className={classes.badge} aria-hidden data-testid="cart-count">
          {shown}
        </span>
      )}
    </Link>
  );
}
