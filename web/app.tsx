import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Layout } from './layout/layout';
import { About } from './routes/about';
import { Faqs } from './routes/faqs';
import { Home } from './routes/home';
import { NotFound } from './routes/not-found';
import { PrivacyPolicy } from './routes/privacy-policy';
import { Resources } from './routes/resources';
import { Services } from './routes/services';
import { Testimonials } from './routes/testimonials';
import { PageLoading } from './ui/page-loading';
import { Toaster } from './ui/toast';

// The three booking pages carry the heavy interactive code, so they load on demand. The
// prerender waits for them (and inlines them), so their HTML is complete without JavaScript.
const Contact = lazy(() => import('./routes/contact').then((module) => ({ default: module.Contact })));
const Consultation = lazy(() => import('./routes/consultation').then((module) => ({ default: module.Consultation })));
const Coordinators = lazy(() => import('./routes/coordinators').then((module) => ({ default: module.Coordinators })));

const deferred = (page: ReactNode) => <Suspense fallback={<PageLoading />}>{page}</Suspense>;

export function App() {
  return (
    <>
      <Routes>
        <Route element={<Layout />}>
          <Route index element={<Home />} />
          <Route path="about" element={<About />} />
          <Route path="services" element={<Services />} />
          <Route path="faqs" element={<Faqs />} />
          <Route path="testimonials" element={<Testimonials />} />
          <Route path="contact" element={deferred(<Contact />)} />
          <Route path="resources" element={<Resources />} />
          <Route path="privacy-policy" element={<PrivacyPolicy />} />
          <Route path="coordinators" element={deferred(<Coordinators />)} />
          <Route path="consultation" element={deferred(<Consultation />)} />
          <Route path="*" element={<NotFound />} />
        </Route>
      </Routes>
      <Toaster />
    </>
  );
}
