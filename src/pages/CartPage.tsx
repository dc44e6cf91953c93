import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import { Paper } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PageTitle } from '../components/PageTitle.tsx';
import { StatusMessage } from '../components/StatusMessage.tsx';
import { useCartCount } from '../layout/main/CartLink.tsx';

/** /cart: the cart comes in a later issue; for now it says how many services it holds. */
export function CartPage() {
  const translate = useTranslate();
  const { count, isError } = useCartCount();
  const title = translate('app.cart.title');
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 4 } }}>
      <PageTitle title={title} />
      <StatusMessage icon={<ShoppingCartIcon />} title={title} actions={[{ label: translate('app.common.home'), to: '/', primary: true }]}>
        {count !== undefined && <p>{translate('app.cart.count', { smart_count: count })}</p>}
        {isError && <p>{translate('app.cart.count_error')}</p>}
        <p>{translate('app.cart.coming')}</p>
      </StatusMessage>
    </Paper>
  );
}

export default CartPage;
