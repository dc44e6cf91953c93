/** The time left on a cart item's hold, ticking each second ('12:05'); expired once it reaches 0. */
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';

export function remaining(expiresAt: string, now: number): string | null {
  const seconds = Math.floor((Date.parse(expiresAt) - now) / 1000);
  if (seconds <= 0) return null;
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

export function Countdown({ expiresAt, held, holds = true }: { expiresAt: string; held: boolean; holds?: boolean }) {
  const translate = useTranslate();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  // A service that holds nothing in the cart (hotels) never had places to lose.
  if (!holds) return <span>{translate('app.cartPage.not_held')}</span>;
  const left = held ? remaining(expiresAt, now) : null;
  return <span role="timer">{left ? translate('app.cartPage.expires_in', { time: left }) : translate('app.cartPage.expired')}</span>;
}
