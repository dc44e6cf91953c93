import { Box } from '@mui/material';
import { SmallLoader } from './SmallLoader.tsx';

/** Fallback while a lazy page chunk loads inside the main layout. */
export function PageLoader() {
  return (
    <Box sx={{ minHeight: 240, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <SmallLoader size={32} />
    </Box>
  );
}
