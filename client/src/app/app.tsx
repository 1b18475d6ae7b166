import { StrictMode } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';

export function App({ router }: { router: ReturnType<typeof createBrowserRouter> }) {
  return (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
}
