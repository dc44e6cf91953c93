import { useEffect } from 'react';
import { Title, useTranslate } from 'react-admin';

/** The page heading (react-admin's <Title> portal in the main layout) and the browser tab title. */
export function PageTitle({ title }: { title: string }) {
  const translate = useTranslate();
  const brand = translate('app.brand.name');
  useEffect(() => {
    document.title = `${title} · ${brand}`;
  }, [title, brand]);
  return <Title title={title} preferenceKey={false} />;
}
