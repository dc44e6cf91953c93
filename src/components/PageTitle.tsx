import { useEffect } from 'react';
import { Title, useTranslate } from 'react-admin';

/** The browser tab title: '<title> · <brand>'. */
export function useDocumentTitle(title: string) {
  const translate = useTranslate();
  const brand = translate('app.brand.name');
  useEffect(() => {
    if (title) document.title = `${title} · ${brand}`;
  }, [title, brand]);
}

/** Only the tab title, for pages whose heading react-admin renders (List, Edit, Create). */
export function DocumentTitle({ title }: { title: string }) {
  useDocumentTitle(title);
  return null;
}

/** The page heading (react-admin's <Title> portal in the main layout) and the browser tab title. */
export function PageTitle({ title }: { title: string }) {
  useDocumentTitle(title);
  return <Title title={title} preferenceKey={false} />;
}
