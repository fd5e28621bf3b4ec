import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { STAFF_BASE } from '#contract/staff';
import { routerFuture } from '../lib/router-future';
import { StaffApp } from './app';

// Client-rendered: the page holds no content until the person has signed in.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter basename={STAFF_BASE} future={routerFuture}>
      <StaffApp />
    </BrowserRouter>
  </StrictMode>,
);
