/**
 * 'Skip to content': the first element Tab reaches on every page, hidden until it has the focus;
 * it takes the keyboard past the top bar and the side menu to the page's main content.
 */
import { Link } from '@mui/material';
import type { MouseEvent } from 'react';
import { useTranslate } from 'react-admin';

export const MAIN_CONTENT_ID = 'main-content';

export function SkipLink() {
  const translate = useTranslate();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    // Focus, not only the hash: the next Tab then goes on from the content.
    event.preventDefault();
    main.focus();
    main.scrollIntoView?.({ block: 'start' });
  };
  return (
    <Link
      href={`#${MAIN_CONTENT_ID}`}
      onClick={skip}
      sx={{
        position: 'absolute',
        left: 8,
        top: 8,
        zIndex: 'tooltip',
        px: 2,
        py: 1,
        bgcolor: 'background.paper',
        borderRadius: 1,
        boxShadow: 3,
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none' },
      }}
    >
      {translate('app.skip_to_content')}
    </Link>
  );
}
