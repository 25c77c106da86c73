import { createBrowserRouter, Navigate } from 'react-router-dom';
import { Home } from '../features/home/Home.tsx';
import { LanguageLayout } from './LanguageLayout.tsx';

export const router = createBrowserRouter([
  { path: '/', element: <Navigate to="/en" replace /> },
  { path: '/:lng', element: <LanguageLayout />, children: [{ index: true, element: <Home /> }] },
  { path: '*', element: <Navigate to="/en" replace /> },
]);
