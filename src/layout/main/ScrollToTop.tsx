/**
 * The chevron of spec §2: appears after 400 px of scroll (fade-in 2.5 s), fades out with a
 * 1.6 s delay, and scrolls smoothly to the top. It sits at the bottom left, over the side menu's
 * empty foot: at the right it covered the expand arrows of accordions and the row actions.
 */
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import { Fab, Fade } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'ra-core';
import { SCROLL_TO_TOP_THRESHOLD_PX } from '../../../domain/constants.ts';

export const FADE_IN_MS = 2500;
export const FADE_OUT_DELAY_MS = 1600;
const FADE_OUT_MS = 600;

export function ScrollToTop() {
  const translate = useTranslate();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > SCROLL_TO_TOP_THRESHOLD_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return (
    <Fade in={visible} timeout={{ enter: FADE_IN_MS, exit: FADE_OUT_MS }} style={{ transitionDelay: visible ? '0ms' : `${FADE_OUT_DELAY_MS}ms` }}>
      <Fab
        size="medium"
        color="primary"
        aria-label={translate('app.scroll_top')}
        title={translate('app.scroll_top')}
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        sx={{ position: 'fixed', left: 20, bottom: 20, zIndex: (t) => t.zIndex.speedDial }}
      >
        <KeyboardArrowUpIcon />
      </Fab>
    </Fade>
  );
}
