/**
 * Every protected route of the route table in one chunk, loaded with the main layout (lazyPages.ts):
 * the table (domain/menu.ts) brings every access rule and zod with it, which the login page never
 * needs. App.tsx mounts it as the layout's catch-all route, so a path the table does not know ends
 * where react-admin's catchAll sent it: /404.
 */
import { Navigate, Route, Routes } from 'react-router-dom';
import { tableRoutes } from './tableRoutes.tsx';

export function AppRoutes() {
  return (
    <Routes>
      {tableRoutes}
      <Route path="*" element={<Navigate to="/404" replace />} />
    </Routes>
  );
}

export default AppRoutes;
